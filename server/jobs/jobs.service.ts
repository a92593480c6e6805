import type { Readable } from 'node:stream';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { Job } from '../../resources/jobs/job.schema.ts';
import type { Language } from '../../resources/messages/index.ts';
import type { Db } from '../db/database.ts';
import { invalid, notFound } from '../http/app-error.ts';
import type { FileStorage } from '../storage/storage.ts';
import { jobScopeParams, type Scope } from '../tenancy/scope.ts';
import { countVisible } from './export-selection.repository.ts';
import type { JobRunner } from './job-runner.ts';
import { inReaderLanguage } from './job-summary.ts';
import { findJob, findJobOutput, insertJob, listJobs, readJobFile } from './jobs.repository.ts';

/** Who starts a job: the account, the scope the job runs in, and the language its reader reads. */
export interface JobStarter {
  accountId: number;
  scope: Scope;
  language: Language;
}

/** What a job does: its kind (`export`, `import` or a plug-in's), what it names, and its parameters. */
export interface JobOrder {
  kind: string;
  resource: string;
  params: Record<string, unknown>;
}

/** Queues a job (with an import's file as `input`) in the starter's scope, and answers it as the job centre shows it. */
export async function startJob(db: Db, runner: Pick<JobRunner, 'enqueue'>, starter: JobStarter, order: JobOrder, input?: Buffer): Promise<Job> {
  const { accountId, scope, language } = starter;
  const merchantId = scope.kind === 'merchant' ? scope.merchantId : null;
  const params = { ...order.params, ...jobScopeParams(scope) };
  const id = await insertJob(db, { accountId, merchantId, kind: order.kind, resource: order.resource, language, params }, input);
  await runner.enqueue(id);
  return inReaderLanguage((await findJob(db, accountId, id))!, language);
}

/** An export or import of a resource's records; importing a merchant's records needs one merchant (tenant-id). */
export function startResourceJob(
  db: Db,
  runner: Pick<JobRunner, 'enqueue'>,
  starter: JobStarter,
  resource: ResourceDefinition,
  kind: 'export' | 'import',
  params: Record<string, unknown>,
  input?: Buffer,
): Promise<Job> {
  if (resource.tenancy === 'merchant' && starter.scope.kind !== 'merchant' && kind === 'import')
    throw invalid({ _: ['errors.tenantRequired'] }, 'errors.tenantRequired');
  return startJob(db, runner, starter, { kind, resource: resource.name, params }, input);
}

/**
 * Every selected record must be one the scope may see: another merchant's id or a deleted one is
 * a 404 now, not an export that quietly leaves it out.
 */
export async function assertAllVisible(db: Db, resource: ResourceDefinition, scope: Scope, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if ((await countVisible(db, resource, scope, unique)) !== unique.length) throw notFound();
}

/** The job centre: the account's latest jobs, each worded in the reader's language. */
export async function jobCentre(db: Db, accountId: number, language: Language): Promise<Job[]> {
  return (await listJobs(db, accountId)).map((job) => inReaderLanguage(job, language));
}

/** One of the account's jobs; another account's is as missing as one that never was (404). */
export async function jobOf(db: Db, accountId: number, id: number, language: Language): Promise<Job> {
  const job = await findJob(db, accountId, id);
  if (!job) throw notFound();
  return inReaderLanguage(job, language);
}

/** A job's file to download: its name, its content, and its size when it is streamed. */
export async function jobFile(
  db: Db,
  storage: Pick<FileStorage, 'get'>,
  accountId: number,
  id: number,
): Promise<{ name: string; content: Buffer | Readable; size?: number }> {
  const job = await findJobOutput(db, accountId, id);
  if (!job) throw notFound();
  const name = job.file_name ?? `job-${id}.xlsx`;
  // Exports are streamed from the file storage; import reports (and older exports) are in job_files.
  if (job.file_key) {
    const stored = await storage.get(job.file_key);
    if (!stored) throw notFound();
    return { name, content: stored.body, size: stored.size };
  }
  const content = await readJobFile(db, id, 'output');
  if (!content) throw notFound();
  return { name, content };
}
