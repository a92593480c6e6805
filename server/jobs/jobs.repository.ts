import { sql } from 'kysely';
import { JOB_CENTRE_SIZE } from '../../resources/constants.ts';
import type { Job, JobSummary, JobSummaryPart } from '../../resources/jobs/job.schema.ts';
import type { Db } from '../db/database.ts';

export interface NewJob {
  accountId: number;
  merchantId: number | null;
  /** `export`, `import` or a plug-in's kind (job-kinds.ts). */
  kind: string;
  resource: string;
  language: string;
  params: Record<string, unknown>;
}

const columns = ['id', 'kind', 'resource', 'status', 'progress', 'total', 'message', 'summary', 'file_name', 'created_at', 'finished_at'] as const;

function toJob(row: Record<string, unknown>): Job {
  return {
    ...(row as Omit<Job, 'created_at' | 'finished_at' | 'has_file'>),
    has_file: Boolean(row.has_file),
    created_at: (row.created_at as Date).toISOString(),
    finished_at: row.finished_at ? (row.finished_at as Date).toISOString() : null,
  };
}

/** An output in the file storage (exports) or in job_files (import reports, exports of older versions). */
const hasFile = sql<boolean>`(jobs.file_key is not null or exists (select 1 from job_files f where f.job_id = jobs.id and f.role = 'output'))`.as('has_file');

export async function insertJob(db: Db, job: NewJob, input?: Buffer): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const id = await insertJobRow(trx, job);
    if (input) await trx.insertInto('job_files').values({ job_id: id, role: 'input', content: input }).execute();
    return id;
  });
}

/** The job row alone, in the caller's transaction (a record action queueing a job with its write). */
export async function insertJobRow(db: Db, job: NewJob): Promise<number> {
  const { id } = await db
    .insertInto('jobs')
    .values({
      account_id: job.accountId,
      merchant_id: job.merchantId,
      kind: job.kind,
      resource: job.resource,
      language: job.language,
      params: JSON.stringify(job.params),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** The account's latest jobs, newest first: the job centre. */
export async function listJobs(db: Db, accountId: number): Promise<Job[]> {
  const rows = await db
    .selectFrom('jobs')
    .select([...columns, hasFile])
    .where('account_id', '=', accountId)
    .orderBy('id', 'desc')
    .limit(JOB_CENTRE_SIZE)
    .execute();
  return rows.map(toJob);
}

/** One of the account's jobs; another account's job is as missing as a job that never was. */
export async function findJob(db: Db, accountId: number, id: number): Promise<Job | undefined> {
  const row = await db
    .selectFrom('jobs')
    .select([...columns, hasFile])
    .where('account_id', '=', accountId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toJob(row);
}

/** A job as its worker needs it. */
export async function loadJobForWork(db: Db, id: number) {
  return db
    .selectFrom('jobs')
    .innerJoin('accounts', 'accounts.id', 'jobs.account_id')
    .select([
      'jobs.id',
      'jobs.kind',
      'jobs.resource',
      'jobs.status',
      'jobs.params',
      'jobs.language',
      'jobs.merchant_id',
      'jobs.account_id',
      'accounts.username',
    ])
    .where('jobs.id', '=', id)
    .executeTakeFirst();
}

/** What a job's runner reports; the job centre shows it. */
export type JobState = Partial<{
  status: 'running' | 'done' | 'failed';
  progress: number;
  total: number | null;
  /**
   * What came of the job as message keys and parameters, shown in each reader's language
   * (`{ key: 'jobs.exported', params: { count: 8 } }`, or several parts shown one after the other).
   */
  summary: JobSummaryPart | JobSummary;
  /** A summary that is no catalogue message: shown as written, in every language. */
  message: string;
  result: Record<string, unknown>;
  file_name: string;
  file_key: string;
}>;

export async function setJobState(db: Db, id: number, state: JobState) {
  const { result, summary, ...rest } = state;
  const finished = state.status === 'done' || state.status === 'failed';
  // A summary replaces the written text (and the reverse): the job centre shows one of them.
  const said = summary
    ? { summary: JSON.stringify(Array.isArray(summary) ? summary : [summary]), message: '' }
    : rest.message !== undefined
      ? { summary: null }
      : {};
  await db
    .updateTable('jobs')
    .set({
      ...rest,
      ...said,
      ...(result ? { result: JSON.stringify(result) } : {}),
      updated_at: sql`now()`,
      ...(finished ? { finished_at: sql`now()` } : {}),
    } as never)
    .where('id', '=', id)
    .execute();
}

/**
 * Puts a job its instance gave up (a shutdown) back in the queue's hands, as if never started:
 * the next worker starts it afresh.
 */
export async function returnJobToQueue(db: Db, id: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'queued', progress: 0, updated_at: sql`now()` } as never)
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/** Ends a job its runner left running (a plug-in's runner need not say it is done). */
export async function finishIfRunning(db: Db, id: number): Promise<void> {
  await db
    .updateTable('jobs')
    .set({ status: 'done', updated_at: sql`now()`, finished_at: sql`now()` } as never)
    .where('id', '=', id)
    .where('status', '=', 'running')
    .execute();
}

/** Where one of the account's jobs keeps its output: a file storage key, or none (then job_files). */
export async function findJobOutput(db: Db, accountId: number, id: number) {
  return db.selectFrom('jobs').select(['file_name', 'file_key']).where('account_id', '=', accountId).where('id', '=', id).executeTakeFirst();
}

export async function saveJobFile(db: Db, jobId: number, role: 'input' | 'output', content: Buffer) {
  await db
    .insertInto('job_files')
    .values({ job_id: jobId, role, content })
    .onConflict((oc) => oc.columns(['job_id', 'role']).doUpdateSet({ content }))
    .execute();
}

export async function readJobFile(db: Db, jobId: number, role: 'input' | 'output'): Promise<Buffer | undefined> {
  const row = await db.selectFrom('job_files').select('content').where('job_id', '=', jobId).where('role', '=', role).executeTakeFirst();
  return row?.content;
}
