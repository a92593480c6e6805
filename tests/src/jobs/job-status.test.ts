import { describe, expect, it } from 'vitest';
import type { Job } from '../../../resources/jobs/job.schema.ts';
import { activeJobCount, JOB_POLL_MS, jobFileAction, jobPercent, jobPollInterval } from '../../../src/jobs/job-status.ts';

const job = (change: Partial<Job>): Job => ({
  id: 1,
  kind: 'export',
  resource: 'shop-types',
  status: 'done',
  progress: 0,
  total: null,
  message: '',
  summary: null,
  has_file: false,
  file_name: null,
  created_at: '2025-03-01T10:00:00Z',
  finished_at: null,
  ...change,
});

describe('jobPollInterval', () => {
  it.each([
    ['nothing loaded, closed', undefined, false, false, false],
    ['all done, closed', [job({}), job({ status: 'failed' })], false, false, false],
    ['all done, open', [job({})], true, false, JOB_POLL_MS],
    ['one queued', [job({}), job({ status: 'queued' })], false, false, JOB_POLL_MS],
    ['one running', [job({ status: 'running' })], false, false, JOB_POLL_MS],
    ['running, but the last poll failed', [job({ status: 'running' })], true, true, false],
  ])('%s → %s', (_, jobs, open, failed, expected) => {
    expect(jobPollInterval(jobs, open, failed)).toBe(expected);
  });
});

describe('jobFileAction', () => {
  it.each([
    ['export', 'done', true, 'download'],
    ['export', 'done', false, null],
    ['export', 'running', true, null],
    ['export', 'failed', true, null],
    ['import', 'failed', true, 'errorReport'],
    ['import', 'failed', false, null],
    ['import', 'done', true, null],
    ['stats-export', 'done', true, 'download'],
    ['stats-export', 'running', true, null],
  ] as const)('%s %s with file=%s → %s', (kind, status, hasFile, expected) => {
    expect(jobFileAction(job({ kind, status, has_file: hasFile }))).toBe(expected);
  });
});

describe('jobPercent and activeJobCount', () => {
  it.each([
    [{ status: 'running', progress: 3, total: 12 }, 25],
    [{ status: 'running', progress: 5, total: null }, null],
    [{ status: 'queued', progress: 0, total: 0 }, null],
    [{ status: 'done', progress: 7, total: null }, 100],
    [{ status: 'running', progress: 13, total: 12 }, 100],
  ] as const)('%j → %s', (change, expected) => {
    expect(jobPercent(job(change))).toBe(expected);
  });

  it('counts queued and running jobs only', () => {
    expect(activeJobCount([job({ status: 'queued' }), job({ status: 'running' }), job({}), job({ status: 'failed' })])).toBe(2);
    expect(activeJobCount(undefined)).toBe(0);
  });
});
