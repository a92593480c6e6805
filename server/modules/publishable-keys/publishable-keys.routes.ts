import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { issuedKeySchema, keySummarySchema, PUBLISHABLE_KEY_PURPOSES } from '../../../resources/access/publishable-key.schema.ts';
import type { NotificationBus } from '../../bus/notification-bus.ts';
import type { Db } from '../../db/database.ts';
import { requestScope } from '../../engine/resource.routes.ts';
import { AppError } from '../../http/app-error.ts';
import { addRoute } from '../../http/route.ts';
import { liveKeySummary, rotateKey } from '../../tenancy/publishable-keys.ts';

/** Apps are set up under App settings (spec §2 /settingCenter/appSetting), so their key is kept there. */
const APP_SETTINGS = '/settingCenter/appSetting';
const purposeParams = z.strictObject({ purpose: z.enum(PUBLISHABLE_KEY_PURPOSES) });

/** The merchant a key belongs to: the session's own, or for an operator the one named by `tenant-id`. */
function merchantOf(request: Pick<FastifyRequest, 'session' | 'tenantId'>): number {
  const scope = requestScope(request);
  if (scope.kind !== 'merchant') throw new AppError(400, 'errors.tenantRequired');
  return scope.merchantId;
}

/**
 * A merchant's publishable keys (API.md §2): what its showroom apps, mini-programs and H5 pages
 * send to `/app-api` to name it. Only the hint is shown again; losing a key means rotating it.
 */
export function publishableKeysRoutes(app: FastifyInstance, { db, bus }: { db: Db; bus: NotificationBus }): void {
  addRoute(app, {
    method: 'GET',
    url: '/api/settings/publishable-keys/:purpose',
    access: { page: APP_SETTINGS, action: 'read' },
    summary: "The merchant's live publishable key of a purpose (its hint; null before the first is issued)",
    tags: ['settings'],
    params: purposeParams,
    response: keySummarySchema.nullable(),
    handler: async (request) => {
      const { purpose } = request.params;
      const live = await liveKeySummary(db, merchantOf(request), purpose);
      return live && { purpose, hint: live.hint, created_at: live.created_at.toISOString() };
    },
  });
  addRoute(app, {
    method: 'POST',
    url: '/api/settings/publishable-keys/:purpose/rotate',
    access: { page: APP_SETTINGS, action: 'edit' },
    summary: 'Issue a new publishable key (the answer is the only time the whole key is shown); the previous key stops working at once',
    tags: ['settings'],
    params: purposeParams,
    response: issuedKeySchema,
    handler: async (request) => {
      const { purpose } = request.params;
      const issued = await rotateKey(db, bus, merchantOf(request), purpose, request.session!.accountId);
      return { purpose, key: issued.key, hint: issued.hint, created_at: issued.created_at.toISOString() };
    },
  });
}
