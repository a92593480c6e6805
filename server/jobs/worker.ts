import type { FastifyBaseLogger } from 'fastify';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { translate } from '../../resources/messages/index.ts';
import type { Db } from '../db/database.ts';
import { scopeForJob } from '../tenancy/scope.ts';
import { type ExportFiles, runExport, type ExportParams } from './export.job.ts';
import { forgettingTotals } from '../engine/list-totals.ts';
import { runImport } from './import.job.ts';
import { loadJobForWork, readJobFile, setJobState } from './jobs.repository.ts';
import { asLanguage } from './xlsx-cells.ts';

/** Runs one queued job to its end; whatever happens, the job centre learns how it ended. */
export async function workJob(db: Db, jobId: number, log: FastifyBaseLogger, resources: readonly ResourceDefinition[], files: ExportFiles): Promise<void> {
  const job = await loadJobForWork(db, jobId);
  if (!job || job.status === 'done' || job.status === 'failed') return;
  const language = asLanguage(job.language);
  const resource = resources.find((r) => r.name === job.resource);
  try {
    if (!resource) throw new Error(`job ${jobId}: no resource ${job.resource}`);
    await setJobState(db, jobId, { status: 'running' });
    const params = job.params as unknown as ExportParams & { sale_id?: number | null };
    const scope = scopeForJob(job.merchant_id, params.sale_id ?? null);
    if (job.kind === 'export') return await runExport(db, jobId, resource, scope, params, language, files);
    const input = await readJobFile(db, jobId, 'input');
    if (!input) throw new Error(`job ${jobId}: the uploaded file is missing`);
    // Once the import's rows are committed (or none are), lists count them.
    await forgettingTotals(resource, scope, () => runImport({ db, scope, session: { accountId: job.account_id, username: job.username } }, jobId, resource, input, language));
  } catch (error) {
    log.error({ err: error, jobId }, 'job failed');
    await setJobState(db, jobId, { status: 'failed', message: translate(language, 'jobs.internal') });
  }
}
