import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { issuedKeySchema, keyStatusSchema, PUBLISHABLE_KEY_PURPOSES, publishableKeyPath } from '../../../resources/access/publishable-key.schema.ts';
import { APP_SETTINGS_PAGE } from '../../../resources/stats/stats-settings.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { requestMerchant, writeContext } from '../../engine/request-context.ts';
import { addRoute } from '../../http/route.ts';
import { keyStatus, rotateMerchantKey } from './publishable-keys.service.ts';

const purposeParams = z.strictObject({ purpose: z.enum(PUBLISHABLE_KEY_PURPOSES) });

/**
 * A merchant's publishable keys (API.md §2): what its showroom apps, mini-programs and H5 pages
 * send to `/app-api` to name it. Apps are set up under App settings, so their key is kept there.
 * Only the hint is shown again; losing a key means rotating it. Issuing and rotating are audited.
 */
export function publishableKeysRoutes(app: FastifyInstance, { db, bus }: Pick<RouteDeps, 'db' | 'bus'>): void {
  addRoute(app, {
    method: 'GET',
    url: publishableKeyPath(':purpose'),
    access: { page: APP_SETTINGS_PAGE, action: 'read' },
    summary:
      "Whether the merchant's apps can send: its live publishable key of a purpose (its hint; null before the first is issued) and when its latest event arrived",
    tags: ['settings'],
    params: purposeParams,
    response: keyStatusSchema,
    handler: async (request) => keyStatus(db, requestMerchant(request), request.params.purpose),
  });
  addRoute(app, {
    method: 'POST',
    url: `${publishableKeyPath(':purpose')}/rotate`,
    access: { page: APP_SETTINGS_PAGE, action: 'edit' },
    summary:
      'Issue a new publishable key (the answer is the only time the whole key is shown); the previous key stops working at once. The audit log keeps it (issue-key, rotate-key)',
    tags: ['settings'],
    params: purposeParams,
    response: issuedKeySchema,
    handler: async (request) => {
      const { purpose } = request.params;
      const issued = await rotateMerchantKey(writeContext(db, request), bus, requestMerchant(request), purpose);
      return { purpose, key: issued.key, hint: issued.hint, created_at: issued.created_at.toISOString() };
    },
  });
}
