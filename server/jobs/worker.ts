import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { Env } from '../env.ts';
import type { PluginSet } from '../engine/plugin-set.ts';
import { scopeForJob } from '../tenancy/scope.ts';
import type { ExportFiles } from './export.job.ts';
import { finishIfRunning, loadJobForWork, readJobFile, returnJobToQueue, setJobState } from './jobs.repository.ts';
import { asLanguage } from './xlsx-cells.ts';

/**
 * Runs one queued job to its end with the runner of its kind (export, import or a plug-in's);
 * whatever happens, the job centre learns how it ended.
 */
export interface WorkOptions {
  /** Aborted when the instance stops (JobRunner.stop). */
  signal: AbortSignal;
  /** The app's settings, handed to the job (an adapter's configuration). */
  env: Env;
  /** Queues a job: this one again after a shutdown interrupted it, or one its writes started. */
  enqueue(jobId: number): Promise<void>;
}

export async function workJob(db: Db, jobId: number, log: FastifyBaseLogger, plugins: PluginSet, files: ExportFiles, options: WorkOptions): Promise<void> {
  const job = await loadJobForWork(db, jobId);
  if (!job || job.status === 'done' || job.status === 'failed') return;
  const language = asLanguage(job.language);
  const resource = plugins.resources.find((r) => r.name === job.resource);
  const kind = plugins.jobKinds.get(job.kind);
  const moduleKind = plugins.moduleJobKinds.get(job.kind);
  try {
    if (!kind && !moduleKind) throw new Error(`job ${jobId}: no runner for the job kind ${job.kind}`);
    if (kind && !resource) throw new Error(`job ${jobId}: no resource ${job.resource}`);
    await setJobState(db, jobId, { status: 'running' });
    const params = job.params as Record<string, unknown> & { sale_id?: number | null; store_id?: number | null };
    const work = {
      db,
      jobId,
      scope: scopeForJob(job.merchant_id, params.sale_id ?? null, params.store_id ?? null),
      session: { accountId: job.account_id, username: job.username },
      params,
      language,
      files,
      log,
      signal: options.signal,
      env: options.env,
      input: () => readJobFile(db, jobId, 'input'),
      report: (state: Parameters<typeof setJobState>[2]) => setJobState(db, jobId, state),
      jobs: { kinds: plugins.jobKinds, enqueue: options.enqueue },
    };
    if (kind) await kind.run({ ...work, resource: resource! });
    else await moduleKind!.run(work);
    await finishIfRunning(db, jobId);
  } catch (error) {
    if (options.signal.aborted) {
      // Stopped by a shutdown, not failed: whole again, for the next worker.
      log.warn({ jobId }, 'job interrupted by shutdown: back in the queue');
      await returnJobToQueue(db, jobId);
      await options.enqueue(jobId);
      return;
    }
    log.error({ err: error, jobId }, 'job failed');
    await setJobState(db, jobId, { status: 'failed', summary: { key: 'jobs.internal', params: {} } });
  }
}
