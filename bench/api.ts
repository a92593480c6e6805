import { setTimeout as sleep } from 'node:timers/promises';
import type { ResourceDefinition } from '../resources/engine/define-resource.ts';
import { type Job, JOB_ROUTES, jobPaths } from '../resources/jobs/job.schema.ts';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts.ts';

/** A small client of the real server's main API (`{ status_code, message, data }`). */
export async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 500)}`);
  return (JSON.parse(text) as { data: T }).data;
}

export async function login(base: string, username: string): Promise<Record<string, string>> {
  const data = await call<{ token: string }>(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return { authorization: `Bearer ${data.token}` };
}

export const withQuery = (path: string, query: Record<string, string>) => `${path}?${new URLSearchParams(query).toString()}`;

export interface ExportRun {
  jobId: number;
  status: Job['status'] | 'cut off';
  rows: number;
  /** Seconds from the job's first sign of work (running or progress) to done, by polling. */
  seconds: number;
  /** Progress over time while it ran (not once done): [seconds since work began, rows done]. */
  timeline: [number, number][];
  message: string;
}

/** Starts "export all matching" of a resource's records with these columns; the job id. */
export async function startExport(
  base: string,
  headers: Record<string, string>,
  resource: ResourceDefinition,
  columns: string[],
  query: Record<string, string> = {},
): Promise<number> {
  const job = await call<Job>(withQuery(base + jobPaths(resource.path).exportMatching, query), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ columns }),
  });
  return job.id;
}

export const getJob = (base: string, headers: Record<string, string>, jobId: number) => call<Job>(base + JOB_ROUTES.one(jobId), { headers });

/** A job's first sign of work: the worker took it, or it already counts rows. */
const hasBegun = (job: Job) => job.status !== 'queued' || job.progress > 0;

/** Polls a job until it shows its first sign of work; false when it has not after `timeoutMs`. */
export async function waitUntilBegun(base: string, headers: Record<string, string>, jobId: number, timeoutMs = 30_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasBegun(await getJob(base, headers, jobId))) return true;
    await sleep(100);
  }
  return false;
}

/** Polls a job until it is done or failed, or `timeoutSeconds` pass (then it is "cut off"). */
export async function watchJob(base: string, headers: Record<string, string>, jobId: number, timeoutSeconds: number, pollMs = 100): Promise<ExportRun> {
  const deadline = Date.now() + timeoutSeconds * 1000;
  let began: number | undefined;
  const timeline: [number, number][] = [];
  for (;;) {
    const job = await getJob(base, headers, jobId);
    const now = performance.now();
    if (began === undefined && hasBegun(job)) began = now;
    if (job.status === 'done' || job.status === 'failed') {
      return {
        jobId,
        status: job.status,
        rows: job.total ?? job.progress,
        seconds: began === undefined ? 0 : (now - began) / 1000,
        timeline,
        message: job.message,
      };
    }
    // Progress while it works (the end, writing the file out, is not reading rows).
    if (began !== undefined) timeline.push([(now - began) / 1000, job.progress]);
    if (Date.now() > deadline) {
      return {
        jobId,
        status: 'cut off',
        rows: job.progress,
        seconds: began === undefined ? 0 : (now - began) / 1000,
        timeline,
        message: `not done after ${timeoutSeconds} s`,
      };
    }
    await sleep(pollMs);
  }
}

/** Downloads a job's file; its size in bytes (an xlsx is a zip: checked). */
export async function downloadSize(base: string, headers: Record<string, string>, jobId: number): Promise<number> {
  const response = await fetch(base + JOB_ROUTES.file(jobId), { headers });
  if (!response.ok) throw new Error(`GET ${JOB_ROUTES.file(jobId)} answered ${response.status}`);
  let size = 0;
  let head: Buffer | undefined;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    head ??= Buffer.from(chunk.subarray(0, 4));
    size += chunk.byteLength;
  }
  if (head?.readUInt32LE(0) !== 0x04034b50) throw new Error(`the file of job ${jobId} is not an xlsx (zip)`);
  return size;
}
