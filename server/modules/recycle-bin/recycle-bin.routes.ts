import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Action } from '../../../resources/access/actions.ts';
import {
  RECYCLE_BIN_PAGE,
  RECYCLE_BIN_PATH,
  recycleBinBatchBody,
  recycleBinBatchResult,
  recycleBinItemSchema,
  recycleBinParams,
  recycleBinQuerySchema,
} from '../../../resources/recycle-bin/recycle-bin.schema.ts';
import type { RouteDeps } from '../../engine/entity-plugin.ts';
import { requestScope, writeContext } from '../../engine/request-context.ts';
import type { AppError } from '../../http/app-error.ts';
import { addRoute } from '../../http/route.ts';
import { batchOnItems, listBin, purgeItem, resourceOfKind, restoreItem } from './recycle-bin.service.ts';

const tags = ['recycle-bin'];
const access = (action: Action | 'read') => ({ page: RECYCLE_BIN_PAGE, action });
const itemKey = z.object({ kind: z.string(), id: z.number() });

/** The two ways out of the bin: back (restore) or for good (purge). */
const OPERATIONS: { name: string; action: Action; run: typeof restoreItem; method: 'POST' | 'DELETE'; url: string; summary: string }[] = [
  {
    name: 'restore',
    action: 'restore',
    run: restoreItem,
    method: 'POST',
    url: `${RECYCLE_BIN_PATH}/:kind/:id/restore`,
    summary: 'Restore a record from the recycle bin (409 once 30 days have passed or when its upload failed)',
  },
  {
    name: 'purge',
    action: 'purge',
    run: purgeItem,
    method: 'DELETE',
    url: `${RECYCLE_BIN_PATH}/:kind/:id`,
    summary: 'Delete a record of the recycle bin permanently (irreversible)',
  },
];

/**
 * The recycle bin (page /content/recycleBin, spec §4): what every soft-deleting resource sent
 * there, with its own permission actions (`restore`, `purge`), scoped to the session's merchant.
 */
export function recycleBinRoutes(app: FastifyInstance, { db, resources }: Pick<RouteDeps, 'db' | 'resources'>): void {
  const ofKind = (kind: string) => resourceOfKind(resources, kind);
  addRoute(app, {
    method: 'GET',
    url: RECYCLE_BIN_PATH,
    access: access('read'),
    summary: 'Deleted records of every recycle-bin resource, newest first: page, pageSize, kind, q',
    tags,
    querystring: recycleBinQuerySchema,
    response: z.object({ list: z.array(recycleBinItemSchema), total: z.number(), page: z.number(), pageSize: z.number() }),
    handler: async (request) => listBin(db, resources, requestScope(request), request.query),
  });
  for (const operation of OPERATIONS) {
    addRoute(app, {
      method: operation.method,
      url: operation.url,
      access: access(operation.action),
      summary: operation.summary,
      tags,
      params: recycleBinParams,
      response: itemKey,
      handler: async (request) => {
        const { kind, id } = request.params;
        await operation.run(writeContext(db, request), ofKind(kind), id);
        return { kind, id };
      },
    });
    addRoute(app, {
      method: 'POST',
      url: `${RECYCLE_BIN_PATH}/batch/${operation.name}`,
      access: access(operation.action),
      summary: `${operation.name} several records of the recycle bin; each item succeeds or fails on its own`,
      tags,
      body: recycleBinBatchBody,
      response: recycleBinBatchResult,
      handler: async (request) => {
        const ctx = writeContext(db, request);
        const message = (error: AppError) => request.t(error.messageKey, error.options.params);
        return batchOnItems(request.body.items, (item) => operation.run(ctx, ofKind(item.kind), item.id), message);
      },
    });
  }
}
