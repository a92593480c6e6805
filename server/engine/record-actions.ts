import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { documentMoves } from '../../resources/engine/machines.ts';
import type { Db } from '../db/database.ts';
import type { Env } from '../env.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { addRoute } from '../http/route.ts';
import type { JobRunner } from '../jobs/job-runner.ts';
import { queuedJobs } from '../jobs/queued-jobs.ts';
import { validateWrite } from './hooks.ts';
import { forgettingTotals } from './list-totals.ts';
import { checkMoved, guardMoves } from './machine-guard.ts';
import { pluginOf } from './served-resource.ts';
import { findRecord, updateRecord } from './resource.repository.ts';
import { batchBody, batchResult, idParams, writeContext } from './request-context.ts';
import { batchWrite, translateDbErrors, type WriteContext } from './resource.service.ts';
import { raiseWrite } from './write-events.ts';

type Row = Record<string, unknown>;
type Translate = (key: string, params?: Record<string, unknown>) => string;

/** What an action gets: the record, locked, inside the action's own transaction. */
export interface ActionRun {
  trx: Db;
  ctx: WriteContext;
  resource: ResourceDefinition;
  record: Row;
  body: Row;
  /** Translates into the request's language (a copy's name, say). */
  t: Translate;
  /**
   * Queues a job of a kind a plug-in declares (a shop switch, say) for this record's resource,
   * written with the action's transaction and handed to the worker once it commits.
   */
  queueJob(kind: string, params: Row): Promise<number>;
  /** The app's settings: where an action's adapter (a marketplace, say) is configured. */
  env: Env;
}

/** What an action's request brings besides its body: its language, for texts and queued jobs. */
export interface ActionRequest {
  t: Translate;
  language: string;
}

/** The server side of one declared record action. */
export interface RecordActionImpl {
  /** Judges the body once, before any record is touched (a batch fails as a whole on a bad body). */
  prepare?(ctx: WriteContext, body: Row): Promise<void>;
  /** Acts on one record and answers the record to show (for a copy, the copy). */
  run(run: ActionRun): Promise<Row>;
}

/**
 * An action that sets fields, such as a state change: refused with "Status unchanged" (409, spec
 * §5 "status change must differ from current status") when the record already holds the values.
 * The engine raises the action's write event once it has run (`runRecordAction`).
 */
export function setFields(change: (run: ActionRun) => Row): RecordActionImpl['run'] {
  return async (run) => {
    const { trx, ctx, resource, record } = run;
    const values = change(run);
    if (Object.entries(values).every(([name, value]) => isDeepStrictEqual(record[name], value))) throw conflict('errors.statusUnchanged');
    const id = record.id as number;
    await validateWrite({ trx, ctx, resource, action: 'update', id, before: record, values: { ...record, ...values } });
    await updateRecord(trx, resource, ctx.scope, id, values);
    return (await findRecord(trx, resource, ctx.scope, id))!;
  };
}

type Jobs = Pick<JobRunner, 'enqueue' | 'plugins' | 'env'>;

/**
 * Runs an action on one record: another merchant's or a missing id is 404, checked before any 409;
 * then the moves the resource's machines declare for the action are judged (machine-guard.ts).
 * Once it has run, the engine raises its write event, named after the action with the moves it
 * made (audit log, `afterWrite`, every write listener): an implementation never audits itself.
 */
export async function runRecordAction(
  ctx: WriteContext,
  resource: ResourceDefinition,
  action: string,
  impl: RecordActionImpl,
  id: number,
  body: Row,
  request: ActionRequest,
  jobs: Jobs,
) {
  const jobsOfAction = queuedJobs(
    { kinds: jobs.plugins.jobKinds, enqueue: (id) => jobs.enqueue(id) },
    { resource: resource.name, scope: ctx.scope, accountId: ctx.session.accountId, language: request.language },
  );
  // An action changes what lists count (shelf, state, a copy).
  const answer = await forgettingTotals(resource, ctx.scope, () =>
    translateDbErrors(resource, () =>
      ctx.db.transaction().execute(async (trx) => {
        const record = await findRecord(trx, resource, ctx.scope, id, { lock: true });
        if (!record) throw notFound();
        const moves = guardMoves(resource, action, record, body, request.t);
        // A write inside the action (a copy's create) queues with the action's jobs.
        const actionCtx: WriteContext = { ...ctx, queueJob: jobsOfAction.queue };
        const answer = await impl.run({
          trx,
          ctx: actionCtx,
          resource,
          record,
          body,
          t: request.t,
          queueJob: (kind, params) => jobsOfAction.queue(trx, kind, params),
          env: jobs.env,
        });
        const after = (await findRecord(trx, resource, ctx.scope, id))!;
        const moved = checkMoved(resource, action, moves, after);
        await raiseWrite(trx, actionCtx, resource, { action: 'update', name: action, moves: moved, id, before: record, after });
        return answer;
      }),
    ),
  );
  await jobsOfAction.enqueueCommitted();
  return answer;
}

/** Fastify's form of a declared spec path: `/api/shops/{id}/status` → `/api/shops/:id/status`. */
const fastifyPath = (path: string) => path.replace('{id}', ':id');

/**
 * Registers a resource's declared record actions (API.md §1): `POST <path>/:id/<name>` (or the
 * declaration's spec-verbatim `path`) answering the record, and `POST <path>/batch/<name>` with
 * `{ ids }` (none: the spec §8 select-first message) answering `{ ok, failed }`, each id in its
 * own transaction. Both need the declared permission action on the resource's page. The
 * implementations come from the entity's plug-in (checked at boot, plugin-set.ts).
 */
export function registerRecordActions(app: FastifyInstance, resource: ResourceDefinition, db: Db, jobs: Jobs): void {
  const implementations: Readonly<Record<string, RecordActionImpl>> = pluginOf(resource).actions ?? {};
  for (const declared of resource.recordActions) {
    const impl = implementations[declared.name];
    if (!impl) throw new Error(`${resource.name}: the record action ${declared.name} has no server implementation`);
    const access = { page: resource.route, action: declared.action };
    const tags = [resource.name];
    const moves = documentMoves(resource.machines, declared.name);
    const actionRequest = (request: Pick<FastifyRequest, 't' | 'language'>): ActionRequest => ({
      t: (key, params) => request.t(key, params),
      language: request.language,
    });
    addRoute(app, {
      method: 'POST',
      url: declared.path ? fastifyPath(declared.path) : `${resource.path}/:id/${declared.name}`,
      access,
      moves,
      summary: `${declared.name}: one ${resource.name} record`,
      tags,
      params: idParams,
      body: declared.body,
      response: resource.recordSchema,
      handler: async (request) => {
        const ctx = writeContext(db, request);
        const body = (request.body ?? {}) as Row;
        await impl.prepare?.(ctx, body);
        return runRecordAction(ctx, resource, declared.name, impl, request.params.id, body, actionRequest(request), jobs);
      },
    });
    addRoute(app, {
      method: 'POST',
      url: `${resource.path}/batch/${declared.name}`,
      access,
      moves,
      summary: `${declared.name}: several ${resource.name} records; each id succeeds or fails on its own`,
      tags,
      body: declared.body ? declared.body.safeExtend(batchBody.shape) : batchBody,
      response: batchResult,
      handler: async (request) => {
        const { ids, ...body } = request.body;
        const ctx = writeContext(db, request);
        await impl.prepare?.(ctx, body);
        const actionReq = actionRequest(request);
        return batchWrite(
          ids,
          (id) => runRecordAction(ctx, resource, declared.name, impl, id, body, actionReq, jobs),
          (error) => actionReq.t(error.messageKey, error.options.params),
        );
      },
    });
  }
}
