import type { FastifyBaseLogger } from 'fastify';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { Language } from '../../resources/messages/index.ts';
import type { Db } from '../db/database.ts';
import type { Env } from '../env.ts';
import { forgettingTotals } from '../engine/list-totals.ts';
import type { Scope } from '../tenancy/scope.ts';
import { type ExportFiles, type ExportParams, runExport } from './export.job.ts';
import { runImport } from './import.job.ts';
import type { JobState } from './jobs.repository.ts';
import { type JobSink, queuedJobs } from './queued-jobs.ts';

/** What a job kind's runner gets: the job row, read for it, and the means to report on it. */
export interface JobWork {
  db: Db;
  jobId: number;
  /** The resource the job was started for (the job row's `resource`). */
  resource: ResourceDefinition;
  /** The starter's merchant (and guide), as when the job was started. */
  scope: Scope;
  session: { accountId: number; username: string };
  params: Record<string, unknown>;
  /** The starter's language, for what the job writes (an export's headers, a report's reasons). */
  language: Language;
  files: ExportFiles;
  log: FastifyBaseLogger;
  /**
   * Aborted when the instance stops (SIGTERM). A runner that can stop half-way checks it between
   * steps (`signal.throwIfAborted()`), leaving nothing half-made behind: the job goes back to the
   * queue whole and another worker starts it afresh. One that does not check runs on until the
   * queue's shutdown timeout.
   */
  signal: AbortSignal;
  /** The app's settings: where a job's adapter (a marketplace, say) is configured. */
  env: Env;
  /** The uploaded file the job was started with, if any. */
  input(): Promise<Buffer | undefined>;
  /**
   * Progress, summary and end state shown by the job centre; a runner that returns without an end
   * state is marked done. Report the summary as `summary: { key, params }` (a catalogue key, such as
   * the entity's `resources.<name>.…` texts): each reader sees it in their own language. A plain
   * `message` is shown as written, in every language.
   */
  report(state: JobState): Promise<void>;
  /** Where jobs the job's writes queue go (an imported plan's panorama import). */
  jobs: JobSink;
}

/** One kind of job the job centre follows and the worker runs. */
export interface JobKind {
  run(work: JobWork): Promise<void>;
}

/** What a module's job kind gets: a job of a module (statistics…), started for no declared resource. */
export type ModuleJobWork = Omit<JobWork, 'resource'>;

/** A job kind of a module that is no declared entity (statistics exports); its job rows name the module. */
export interface ModuleJobKind {
  run(work: ModuleJobWork): Promise<void>;
}

/** Kind names as the `jobs.kind` column takes them (migration 007). */
export const JOB_KIND_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

/** The engine's own kinds, which every declared resource has; plug-ins add theirs (entity-plugin.ts). */
export const BUILT_IN_JOB_KINDS: Readonly<Record<'export' | 'import', JobKind>> = {
  export: {
    run: ({ db, jobId, resource, scope, params, language, files, signal }) =>
      runExport(db, jobId, resource, scope, params as unknown as ExportParams, language, files, signal),
  },
  import: {
    run: async ({ db, jobId, resource, scope, session, language, input, jobs }) => {
      const content = await input();
      if (!content) throw new Error(`job ${jobId}: the uploaded file is missing`);
      // Once the import's rows are committed (or none are), lists count them.
      // Jobs the imported rows queue (a plan's panorama import) start once the rows are committed.
      const queued = queuedJobs(jobs, { resource: resource.name, scope, accountId: session.accountId, language });
      await forgettingTotals(resource, scope, () => runImport({ db, scope, session, queueJob: queued.queue }, jobId, resource, content, language));
      await queued.enqueueCommitted();
    },
  },
};
