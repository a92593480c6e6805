import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { merchantSettingSchema, saleInfoQuerySchema, saleInfoSchema, sellerAccountSchema } from '../../../resources/session/seller.schema.ts';
import { passwordChangeSchema, profileUpdateSchema, userProfileSchema } from '../../../resources/session/session.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { notFound } from '../../http/app-error.ts';
import { addRoute } from '../../http/route.ts';
import { scopeForSession } from '../../tenancy/scope.ts';
import { changePassword, profileOf, saleInfoOf, saveProfile, sellerAccountOf } from './user.service.ts';

const tags = ['account'];

export function userRoutes(app: FastifyInstance, { db, bus }: Pick<RouteDeps, 'db' | 'bus'>): void {
  addRoute(app, {
    method: 'GET',
    url: '/api/user',
    access: 'session',
    summary: 'The current user: profile, held roles, active role, permissions and permission tree',
    tags,
    response: userProfileSchema,
    handler: async (request) => profileOf(db, request.session!),
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/user/profile',
    access: 'session',
    summary: 'Own profile (same shape as /api/user)',
    tags,
    response: userProfileSchema,
    handler: async (request) => profileOf(db, request.session!),
  });

  addRoute(app, {
    method: 'PUT',
    url: '/api/user/profile',
    access: 'session',
    summary: 'Update own avatar, nickname, name, phone and e-mail',
    tags,
    body: profileUpdateSchema,
    response: userProfileSchema,
    handler: async (request) => saveProfile(db, request.session!, request.body),
  });

  addRoute(app, {
    method: 'PUT',
    url: '/api/user/password',
    access: 'session',
    summary: 'Change own password (6–20 characters, new ≠ old, confirmation matches); other sessions end',
    tags,
    body: passwordChangeSchema,
    response: z.null(),
    handler: async (request) => {
      await changePassword(db, bus, request.session!, request.ip, request.body.old_password, request.body.new_password);
      return null;
    },
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/user/seller/account',
    access: 'session',
    summary: "The merchant's info merged with its settings (null for a platform operator naming no merchant)",
    tags,
    response: sellerAccountSchema,
    handler: async (request) => sellerAccountOf(db, request.tenantId),
  });

  addRoute(app, {
    method: 'GET',
    url: '/api/seller/saleInfo',
    access: 'session',
    summary: "A sale's business card by phone, saleId or seller_account_id; without them, your own",
    tags,
    querystring: saleInfoQuerySchema,
    response: saleInfoSchema,
    handler: async (request) => saleInfoOf(db, scopeForSession(request.session!, request.tenantId), request.session!, request.query),
  });

  addRoute(app, {
    method: 'GET',
    url: '/admin-api/kuxiaoju/merchant-setting/merchant-setting',
    access: 'session',
    summary: "The tenant's merchant settings (boot API: tenant-id header and boot token)",
    tags,
    response: merchantSettingSchema,
    handler: async (request) => {
      const merchant = await sellerAccountOf(db, request.tenantId);
      if (!merchant) throw notFound();
      return { merchant_id: merchant.id, name: merchant.name, setting: merchant.setting };
    },
  });
}
