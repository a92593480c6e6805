import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Action } from '../../resources/access/actions.ts';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { TAG_VALUE_PATTERN } from '../../resources/engine/tag-values.ts';
import { notFound } from '../http/app-error.ts';
import { pureQuery } from '../http/query-memo.ts';
import { addRoute } from '../http/route.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { queuedJobs } from '../jobs/queued-jobs.ts';
import { listQuerySchema, toListQuery } from './list-query.ts';
import { findRecord } from './resource.repository.ts';
import { type ListOptions, listRecords } from './list-page.ts';
import { batchWrite, changeRecord, createRecord, removeRecord, tagRecord, type WriteContext } from './resource.service.ts';
import { batchBody, batchResult, idParams, type RequestCaller, requestScope, writeContext } from './request-context.ts';
import { registerRecordActions } from './record-actions.ts';
import { assertFilteredChoices, registerChoiceRoutes } from './choice-routes.ts';
import type { RouteDeps } from './entity-plugin.ts';

/** A request's write whose hooks may queue jobs (`WriteContext.queueJob`): they reach the worker once it has committed. */
async function writeQueueing<T>(
  db: RouteDeps['db'],
  request: RequestCaller & Pick<FastifyRequest, 'language'>,
  resource: ResourceDefinition,
  jobs: Pick<JobRunner, 'enqueue' | 'plugins'>,
  write: (ctx: WriteContext) => Promise<T>,
): Promise<T> {
  const ctx = writeContext(db, request);
  const queued = queuedJobs(
    { kinds: jobs.plugins.jobKinds, enqueue: (id) => jobs.enqueue(id) },
    { resource: resource.name, scope: ctx.scope, accountId: ctx.session.accountId, language: request.language },
  );
  const result = await write({ ...ctx, queueJob: queued.queue });
  await queued.enqueueCommitted();
  return result;
}

/**
 * Registers a declared resource's CRUD routes (API.md §1): list, get, create, replace, change,
 * delete and batch delete, plus tag assignment for tagged resources and the declared record
 * actions (record-actions.ts). Each route carries the
 * resource's permission page and the action it needs, its request and response schemas, and
 * reaches the table only through the tenant-scoped repository.
 */
export function registerResourceRoutes(
  app: FastifyInstance,
  resource: ResourceDefinition,
  db: RouteDeps['db'],
  jobs: Pick<JobRunner, 'enqueue' | 'plugins' | 'env'>,
  listOptions: ListOptions = {},
): void {
  const base = resource.path;
  const tags = [resource.name];
  const access = (action: Action | 'read') => ({ page: resource.route, action });
  const saleScoped = Boolean(resource.saleColumn);
  const record = resource.recordSchema;
  const list = z.object({
    list: z.array(resource.listRecordSchema),
    total: z.number().optional().describe('How many records match; absent with withTotal=false'),
    page: z.number(),
    pageSize: z.number(),
    totalIsEstimate: z.boolean().optional().describe("true: the total is the planner's estimate of a large match (API.md §1)"),
    hasMore: z.boolean().optional().describe('With withTotal=false only: whether a next page has records'),
  });
  // Parsed once per query string (query-memo.ts): a list's query depends on nothing else.
  const query = pureQuery(listQuerySchema(resource, { answer: true }));
  const find = async (request: RequestCaller, id: number) => {
    const found = await findRecord(db, resource, requestScope(request), id);
    if (!found) throw notFound();
    return found;
  };

  addRoute(app, {
    method: 'GET',
    url: base,
    access: access('read'),
    saleScoped,
    summary: `List ${resource.name}: page, pageSize, sort and the declared filters; fields for more than the list's own fields, withTotal=false to skip the total`,
    tags,
    querystring: query,
    response: list,
    // The page is JSON text from PostgreSQL, spliced in by the serialiser (server/http/raw-json.ts).
    handler: async (request) => {
      const listQuery = toListQuery(resource, request.query);
      await assertFilteredChoices(db, resource, request, listQuery);
      return (await listRecords(db, resource, requestScope(request), listQuery, listOptions)) as unknown as z.input<typeof list>;
    },
  });
  addRoute(app, {
    method: 'GET',
    url: `${base}/:id`,
    access: access('read'),
    saleScoped,
    summary: `One ${resource.name} record`,
    tags,
    params: idParams,
    response: record,
    handler: async (request) => find(request, request.params.id),
  });
  registerChoiceRoutes(app, resource, db);
  // A read-only list may still declare actions of its own (an operator stops an account it lists).
  registerRecordActions(app, resource, db, jobs);
  if (!resource.writable) return;

  addRoute(app, {
    method: 'POST',
    url: base,
    access: access('create'),
    summary: `Create a ${resource.name} record`,
    tags,
    body: resource.createSchema,
    response: record,
    handler: async (request) => writeQueueing(db, request, resource, jobs, (ctx) => createRecord(ctx, resource, request.body)),
  });
  for (const [method, body] of [
    ['PUT', resource.replaceSchema],
    ['PATCH', resource.patchSchema],
  ] as const) {
    addRoute(app, {
      method,
      url: `${base}/:id`,
      access: access('edit'),
      summary: method === 'PUT' ? `Replace a ${resource.name} record` : `Change some fields of a ${resource.name} record`,
      tags,
      params: idParams,
      body,
      response: record,
      handler: async (request) => writeQueueing(db, request, resource, jobs, (ctx) => changeRecord(ctx, resource, request.params.id, request.body)),
    });
  }
  if (resource.deletion !== 'none') {
    addRoute(app, {
      method: 'DELETE',
      url: `${base}/:id`,
      access: access('delete'),
      summary: resource.deletion === 'soft' ? `Move a ${resource.name} record to the recycle bin` : `Delete a ${resource.name} record`,
      tags,
      params: idParams,
      response: z.object({ id: z.number() }),
      handler: async (request) => {
        await removeRecord(writeContext(db, request), resource, request.params.id);
        return { id: request.params.id };
      },
    });
    addRoute(app, {
      method: 'POST',
      url: `${base}/batch/delete`,
      access: access('delete'),
      summary: `Delete several ${resource.name} records; each id succeeds or fails on its own`,
      tags,
      body: batchBody,
      response: batchResult,
      handler: async (request) => {
        const ctx = writeContext(db, request);
        return batchWrite(
          request.body.ids,
          (id) => removeRecord(ctx, resource, id),
          (error) => request.t(error.messageKey, error.options.params),
        );
      },
    });
  }
  if (resource.tagArea) {
    addRoute(app, {
      method: 'PUT',
      url: `${base}/:id/tags`,
      access: access('edit'),
      summary: `Replace the tags of a ${resource.name} record (values "<group id>:<item>")`,
      tags,
      params: idParams,
      body: z.strictObject({ tags: z.array(z.string().regex(TAG_VALUE_PATTERN)).max(100) }),
      response: record,
      handler: async (request) => tagRecord(writeContext(db, request), resource, request.params.id, request.body.tags),
    });
  }
}
