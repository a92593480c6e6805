import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BATCH_MAX_IDS } from '../../resources/constants.ts';
import { selectedIds } from '../../resources/jobs/job.schema.ts';
import { batchResultSchema } from '../../resources/wire/protocol.ts';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/app-error.ts';
import { scopeForSession } from '../tenancy/scope.ts';
import type { WriteContext } from './resource.service.ts';

// What every route of the engine and of the modules reads of a request (its caller, scope and write
// context) and the schemas they share: a leaf that the route files import, so that none of them
// imports another (resource.routes.ts registers choice-routes.ts and record-actions.ts).

/** `:id` of a record route: a positive integer (API.md §1). */
export const idParams = z.strictObject({ id: z.coerce.number<string>().int().positive() });
/** Batch bodies; an empty selection gets the spec §8 message. */
export const batchBody = z.strictObject({ ids: selectedIds(BATCH_MAX_IDS) });
/** A batch answer (API.md §1), as the wire protocol defines it. */
export const batchResult = batchResultSchema;

/** What scoping reads of a request: its caller's session and the tenant it names (server/plugins/gate.ts). */
export type RequestCaller = Pick<FastifyRequest, 'session' | 'tenantId'> & { server?: Pick<FastifyRequest['server'], 'bus' | 'writeListeners'> };

/** The rows a request's session may touch (its merchant, or the one its tenant-id names). */
export function requestScope(request: RequestCaller) {
  return scopeForSession(request.session!, request.tenantId);
}

/** The one merchant a request acts for (its own, or for an operator the one `tenant-id` names); 400 without one. */
export function requestMerchant(request: RequestCaller): number {
  const scope = requestScope(request);
  if (scope.kind !== 'merchant') throw new AppError(400, 'errors.tenantRequired');
  return scope.merchantId;
}

/** The write context of a request: its session and the scope the session may touch. */
export function writeContext(db: Db, request: RequestCaller): WriteContext {
  return { db, session: request.session!, scope: requestScope(request), bus: request.server?.bus, listeners: request.server?.writeListeners };
}
