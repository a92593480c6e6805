import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { issuedKeySchema, keySummarySchema, PUBLISHABLE_KEY_PURPOSES, publishableKeyPath } from '../../../resources/access/publishable-key.schema.ts';
import { APP_SETTINGS_PAGE } from '../../../resources/stats/stats-settings.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { requestMerchant } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { liveKeySummary, rotateKey } from '../../tenancy/publishable-keys.ts';

const purposeParams = z.strictObject({ purpose: z.enum(PUBLISHABLE_KEY_PURPOSES) });

/**
 * A merchant's publishable keys (API.md §2): what its showroom apps, mini-programs and H5 pages
 * send to `/app-api` to name it. Apps are set up under App settings, so their key is kept there.
 * Only the hint is shown again; losing a key means rotating it.
 */
export function publishableKeysRoutes(app: FastifyInstance, { db, bus }: Pick<RouteDeps, 'db' | 'bus'>): void {
  addRoute(app, {
    method: 'GET',
    url: publishableKeyPath(':purpose'),
    access: { page: APP_SETTINGS_PAGE, action: 'read' },
    summary: "The merchant's live publishable key of a purpose (its hint; null before the first is issued)",
    tags: ['settings'],
    params: purposeParams,
    response: keySummarySchema.nullable(),
    handler: async (request) => {
      const { purpose } = request.params;
      const live = await liveKeySummary(db, requestMerchant(request), purpose);
      return live && { purpose, hint: live.hint, created_at: live.created_at.toISOString() };
    },
  });
  addRoute(app, {
    method: 'POST',
    url: `${publishableKeyPath(':purpose')}/rotate`,
    access: { page: APP_SETTINGS_PAGE, action: 'edit' },
    summary: 'Issue a new publishable key (the answer is the only time the whole key is shown); the previous key stops working at once',
    tags: ['settings'],
    params: purposeParams,
    response: issuedKeySchema,
    handler: async (request) => {
      const { purpose } = request.params;
      const issued = await rotateKey(db, bus, requestMerchant(request), purpose, request.session!.accountId);
      return { purpose, key: issued.key, hint: issued.hint, created_at: issued.created_at.toISOString() };
    },
  });
}
