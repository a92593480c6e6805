import type { Db } from '../db/database.ts';
import { jobScopeParams, type Scope } from '../tenancy/scope.ts';
import { insertJobRow } from './jobs.repository.ts';

type Row = Record<string, unknown>;

/** Where queued jobs go: the job kinds the plug-ins declare, and the queue itself. */
export interface JobSink {
  kinds: { has(kind: string): boolean };
  enqueue(jobId: number): Promise<void>;
}

/** Who a queued job runs for: the write's resource, scope, account and language. */
export interface QueuedFor {
  resource: string;
  scope: Scope;
  accountId: number;
  language: string;
}

/**
 * Jobs a write queues inside its transaction (a record action's shop switch, an imported plan's
 * panorama import). Their rows are written with the write; they go to the worker only once the
 * transaction has committed (`enqueueCommitted`), because before it the worker could not see them.
 */
export function queuedJobs(sink: JobSink, about: QueuedFor) {
  const queued: number[] = [];
  return {
    async queue(trx: Db, kind: string, params: Row): Promise<number> {
      if (!sink.kinds.has(kind)) throw new Error(`${about.resource}: no plug-in declares the job kind ${kind}`);
      const jobId = await insertJobRow(trx, {
        accountId: about.accountId,
        merchantId: about.scope.kind === 'merchant' ? about.scope.merchantId : null,
        kind,
        resource: about.resource,
        language: about.language,
        params: { ...params, ...jobScopeParams(about.scope) },
      });
      queued.push(jobId);
      return jobId;
    },
    async enqueueCommitted(): Promise<void> {
      for (const jobId of queued.splice(0)) await sink.enqueue(jobId);
    },
  };
}
