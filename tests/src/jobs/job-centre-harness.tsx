import { act } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Job } from '../../../resources/jobs/job.schema.ts';
import { OPERATOR_PERMISSIONS } from '../../../server/seed/demo-roles.ts';
import { JobCentre } from '../../../src/jobs/JobCentre.tsx';
import { pretendWindowWidth } from '../engine/window-width.ts';
import { fakeDataProvider, renderInSession } from '../palette/refine-harness.tsx';

export const NOW = new Date('2025-03-01T10:00:00Z').getTime();

export function job(id: number, change: Partial<Job> = {}): Job {
  return {
    id,
    kind: 'export',
    resource: 'shop-types',
    status: 'done',
    progress: 10,
    total: 10,
    message: '',
    summary: null,
    has_file: false,
    file_name: null,
    created_at: new Date(NOW - 5 * 60_000).toISOString(),
    finished_at: null,
    ...change,
  };
}

/** The fake server's jobs: what its list answers, emptied before each test. */
export const server: { jobs: Job[] } = { jobs: [] };

/**
 * The centre (beside `also`, a screen that starts jobs) over a fake server whose list answers
 * `server.jobs`; any other call queues an export job, first in the list as the server would put it.
 */
export async function renderCentre(permissions: readonly string[] = OPERATOR_PERMISSIONS, also?: ReactNode) {
  const { provider, custom } = fakeDataProvider((url) => {
    if (url === '/api/jobs') return { list: server.jobs };
    const queued = job(100 + server.jobs.length, { status: 'queued', progress: 0, total: null, created_at: new Date(NOW).toISOString() });
    server.jobs = [queued, ...server.jobs];
    return { id: queued.id };
  });
  const view = await renderInSession(
    <App>
      <JobCentre />
      {also}
    </App>,
    { permissions, dataProvider: provider },
  );
  await settle();
  return { ...view, custom };
}

/** Lets the fake clock run, and React commit what the answers changed. */
export async function settle(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // The answer reaches the screen through a few short timeouts (react-query's notify batching and
  // refine's own); a few milliseconds more cannot reach the next 2 s poll.
  for (let round = 0; round < 5; round++) await act(() => vi.advanceTimersByTimeAsync(1));
}
// A badge going to 0 leaves its old number on screen while it zooms out; data-show says it is leaving.
export const badge = () => document.querySelector('.ant-badge-count[data-show="true"]')?.getAttribute('title') ?? '0';

let undoWidth: (() => void) | undefined;

/** The window is `width` pixels wide for this test. */
export function pretendWidth(width: number) {
  undoWidth = pretendWindowWidth(width);
}

/** Each test of the calling file runs on the fake clock at NOW, over an empty job list, at the default width. */
export function runEachOnFakeClock() {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    server.jobs = [];
  });
  afterEach(() => {
    undoWidth?.();
    undoWidth = undefined;
    vi.useRealTimers();
  });
}
