import { act, fireEvent, screen, within } from '@testing-library/react';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Job } from '../../../resources/jobs/job.schema.ts';
import { shopTypes } from '../../../resources/shop-types/shop-types.resource.ts';
import { OPERATOR_PERMISSIONS } from '../../../server/seed/demo-roles.ts';
import { useStatsExport } from '../../../src/cockpit/useStatsExport.ts';
import { useBatchActions } from '../../../src/engine/useBatchActions.ts';
import { JobCentre } from '../../../src/jobs/JobCentre.tsx';
import { notifyJobsChanged } from '../../../src/jobs/job-events.ts';
import { JOB_POLL_MS } from '../../../src/jobs/job-status.ts';
import { pretendWindowWidth } from '../engine/window-width.ts';
import { fakeDataProvider, renderInSession } from '../palette/refine-harness.tsx';

const NOW = new Date('2025-03-01T10:00:00Z').getTime();

function job(id: number, change: Partial<Job> = {}): Job {
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

let jobs: Job[] = [];

/**
 * The centre (beside `also`, a screen that starts jobs) over a fake server whose list answers
 * `jobs`; any other call queues an export job, first in the list as the server would put it.
 */
async function renderCentre(permissions: readonly string[] = OPERATOR_PERMISSIONS, also?: ReactNode) {
  const { provider, custom } = fakeDataProvider((url) => {
    if (url === '/api/jobs') return { list: jobs };
    const queued = job(100 + jobs.length, { status: 'queued', progress: 0, total: null, created_at: new Date(NOW).toISOString() });
    jobs = [queued, ...jobs];
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
async function settle(ms = 0) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // The answer reaches the screen through a few short timeouts (react-query's notify batching and
  // refine's own); a few milliseconds more cannot reach the next 2 s poll.
  for (let round = 0; round < 5; round++) await act(() => vi.advanceTimersByTimeAsync(1));
}
// A badge going to 0 leaves its old number on screen while it zooms out; data-show says it is leaving.
const badge = () => document.querySelector('.ant-badge-count[data-show="true"]')?.getAttribute('title') ?? '0';

let undoWidth: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  jobs = [];
});
afterEach(() => {
  undoWidth?.();
  undoWidth = undefined;
  vi.useRealTimers();
});

/** The statistics pages' shared export hook, behind a button. */
function StatsExport() {
  const { start } = useStatsExport('/dataCenter/customerAnalytics');
  return (
    <button type="button" onClick={() => void start('/api/stats/tag/rankHistory/detail/export', { period: 'today' })}>
      Export the statistics
    </button>
  );
}

/** The lists' shared batch export, behind a button. */
function ListExport() {
  const { exportSelected } = useBatchActions(shopTypes, () => undefined);
  return (
    <button type="button" onClick={() => void exportSelected([4], ['name'])}>
      Export the selected shop types
    </button>
  );
}

describe('the job centre button', () => {
  it('is named "Job centre" and shows that label beside its icon on a desktop', async () => {
    undoWidth = pretendWindowWidth(1440);
    await renderCentre();
    const button = screen.getByRole('button', { name: 'Job centre' });
    expect(button.textContent).toBe('Job centre');
    expect(button).toBe(screen.getByTestId('job-centre'));
  });

  it('is its icon alone on a phone, still named "Job centre" and with that tooltip', async () => {
    undoWidth = pretendWindowWidth(390);
    await renderCentre();
    const button = screen.getByRole('button', { name: 'Job centre' });
    expect(button.textContent).toBe('');
    fireEvent.mouseEnter(button);
    await settle(500);
    expect(screen.getByRole('tooltip').textContent).toBe('Job centre');
  });

  it('badges the queued and running jobs, and shows no badge once none are', async () => {
    jobs = [
      job(1, { status: 'running', progress: 3 }),
      job(2, { status: 'queued', progress: 0, total: null }),
      job(3, { status: 'queued', progress: 0, total: null }),
      job(4),
      job(5, { status: 'failed' }),
    ];
    await renderCentre();
    expect(badge()).toBe('3');

    jobs = jobs.map((each) => (each.status === 'failed' ? each : { ...each, status: 'done' }));
    await settle(JOB_POLL_MS);
    expect(badge()).toBe('0');
  });
});

describe('a queued export', () => {
  it.each([
    ['the statistics pages', <StatsExport key="stats" />, 'Export the statistics'],
    ['a list', <ListExport key="list" />, 'Export the selected shop types'],
  ])('from %s opens the centre at its button on the new job, after saying where to follow it', async (_, screenThatExports, name) => {
    undoWidth = pretendWindowWidth(1440);
    jobs = [job(1)];
    const { custom } = await renderCentre(OPERATOR_PERMISSIONS, screenThatExports);
    expect(screen.queryByTestId('job-list')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name }));
    await settle();
    // The first look, the export's call, and one look at the news.
    expect(custom).toHaveBeenCalledTimes(3);
    expect(screen.getByText('The export has started: follow it in the job centre.')).toBeTruthy();
    const items = within(screen.getByTestId('job-list')).getAllByTestId('job-item');
    expect(items.map((item) => item.querySelector('.ant-tag')?.textContent)).toEqual(['Queued', 'Done']);
    expect(badge()).toBe('1');
    // A popover at the button, not a dialog: nothing under it is made inert.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.ant-popover .ant-popover-title')?.textContent).toBe('Job centre');
  });

  it('stays open when the user then clicks its button, and closes on a click elsewhere', async () => {
    undoWidth = pretendWindowWidth(1440);
    await renderCentre(OPERATOR_PERMISSIONS, <StatsExport />);
    fireEvent.click(screen.getByRole('button', { name: 'Export the statistics' }));
    await settle();
    const button = screen.getByRole('button', { name: 'Job centre' });
    expect(button.getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(button);
    await settle();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('job-list')).toBeTruthy();

    fireEvent.mouseDown(document.body);
    await settle(500);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape while the focus is still on the page', async () => {
    undoWidth = pretendWindowWidth(1440);
    await renderCentre(OPERATOR_PERMISSIONS, <StatsExport />);
    fireEvent.click(screen.getByRole('button', { name: 'Export the statistics' }));
    await settle();
    fireEvent.keyDown(window, { key: 'Escape' });
    await settle(500);
    expect(screen.getByRole('button', { name: 'Job centre' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('on a phone badges the new job and leaves the screen uncovered (the centre would be a drawer over it)', async () => {
    undoWidth = pretendWindowWidth(390);
    jobs = [job(1)];
    await renderCentre(OPERATOR_PERMISSIONS, <StatsExport />);
    fireEvent.click(screen.getByRole('button', { name: 'Export the statistics' }));
    await settle();
    expect(screen.queryByTestId('job-list')).toBeNull();
    expect(badge()).toBe('1');
  });

  it('shows the new job in a centre already open', async () => {
    undoWidth = pretendWindowWidth(1440);
    jobs = [job(1)];
    const { custom } = await renderCentre(OPERATOR_PERMISSIONS, <StatsExport />);
    fireEvent.click(screen.getByRole('button', { name: 'Job centre' }));
    await settle();
    expect(within(screen.getByTestId('job-list')).getAllByTestId('job-item')).toHaveLength(1);

    const before = custom.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Export the statistics' }));
    await settle();
    // The export's call and one look at the list, not two.
    expect(custom.mock.calls.length).toBe(before + 2);
    const items = within(screen.getByTestId('job-list')).getAllByTestId('job-item');
    expect(items.map((item) => item.querySelector('.ant-tag')?.textContent)).toEqual(['Queued', 'Done']);
  });
});

describe('the job centre', () => {
  it('polls every 2 s while a job runs, and stops once every job is done', async () => {
    jobs = [job(1, { status: 'running', progress: 3 }), job(2, { status: 'queued', progress: 0, total: null })];
    const { custom } = await renderCentre();
    expect(custom).toHaveBeenCalledTimes(1);
    expect(badge()).toBe('2');

    await settle(JOB_POLL_MS);
    await settle(JOB_POLL_MS);
    expect(custom).toHaveBeenCalledTimes(3);

    jobs = [job(1), job(2)];
    await settle(JOB_POLL_MS);
    expect(custom).toHaveBeenCalledTimes(4);
    expect(badge()).toBe('0');

    await settle(10 * JOB_POLL_MS);
    expect(custom).toHaveBeenCalledTimes(4);
  });

  it('does not poll when nothing runs, but looks again when a list screen starts a job', async () => {
    jobs = [job(1)];
    const { custom } = await renderCentre();
    await settle(5 * JOB_POLL_MS);
    expect(custom).toHaveBeenCalledTimes(1);

    jobs = [job(2, { status: 'queued', progress: 0, total: null }), job(1)];
    act(() => notifyJobsChanged());
    await settle();
    expect(custom).toHaveBeenCalledTimes(2);
    expect(badge()).toBe('1');
    // Only an export the user queued opens the centre, not any job some screen started.
    expect(screen.queryByTestId('job-list')).toBeNull();
    await settle(JOB_POLL_MS);
    expect(custom).toHaveBeenCalledTimes(3);
  });

  it('polls while it is open, even with nothing running', async () => {
    jobs = [job(1)];
    const { custom } = await renderCentre();
    fireEvent.click(screen.getByTestId('job-centre'));
    await settle();
    const afterOpening = custom.mock.calls.length;
    await settle(2 * JOB_POLL_MS);
    expect(custom.mock.calls.length).toBe(afterOpening + 2);
  });

  it('offers a download only for finished exports, and the error report of a failed import', async () => {
    jobs = [
      job(1, { has_file: true, file_name: 'shop-types.xlsx', finished_at: new Date(NOW - 90_000).toISOString() }),
      job(2, { status: 'running', progress: 4, has_file: false }),
      job(3, { status: 'failed', has_file: false, message: 'The job failed; try again later.' }),
      job(4, { kind: 'import', status: 'done', has_file: false, message: '3 imported, 0 skipped.' }),
      job(5, { kind: 'import', status: 'failed', has_file: true, file_name: 'errors.xlsx', message: 'Import error: 2 rows are not valid.' }),
    ];
    await renderCentre();
    fireEvent.click(screen.getByTestId('job-centre'));
    await settle();
    const items = screen.getAllByTestId('job-item');
    expect(items.map((item) => within(item).getByText(/^(Export|Import):/).textContent)).toEqual([
      'Export: Shop types',
      'Export: Shop types',
      'Export: Shop types',
      'Import: Shop types',
      'Import: Shop types',
    ]);
    expect(items.map((item) => item.querySelector('.ant-tag')?.textContent)).toEqual(['Done', 'Running', 'Failed', 'Done', 'Failed']);

    const downloads = screen.getAllByRole('link', { name: /Download/ });
    expect(downloads).toHaveLength(1);
    expect(downloads[0].getAttribute('href')).toBe('/api/jobs/1/file');
    expect(downloads[0].getAttribute('download')).toBe('shop-types.xlsx');
    expect(within(items[0]).getByText('2 min ago')).toBeTruthy();

    const reports = screen.getAllByRole('link', { name: /Error report/ });
    expect(reports).toHaveLength(1);
    expect(reports[0].getAttribute('href')).toBe('/api/jobs/5/file');
    expect(within(items[1]).getByText('4 / 10')).toBeTruthy();
  });

  it("names a plug-in's own job kind by the entity's texts, else by the kind itself, never as a raw key", async () => {
    jobs = [job(1, { kind: 'plan-import', status: 'running', progress: 1 }), job(2, { kind: 'offline-package', resource: 'commodities', status: 'done' })];
    await renderCentre();
    fireEvent.click(screen.getByTestId('job-centre'));
    await settle();
    const titles = screen.getAllByTestId('job-item').map((item) => item.querySelector('strong, .ant-typography-ellipsis')?.textContent);
    expect(titles).toEqual(['plan-import: Shop types', 'offline-package: Goods']);
  });

  it('says so when there are no jobs yet', async () => {
    await renderCentre();
    fireEvent.click(screen.getByTestId('job-centre'));
    await settle();
    expect(screen.getByText('No export or import jobs yet.')).toBeTruthy();
  });

  it('is not offered to a session that can neither export nor import', async () => {
    const { custom } = await renderCentre(['/myAccount/accountManagement']);
    expect(screen.queryByTestId('job-centre')).toBeNull();
    expect(custom).not.toHaveBeenCalled();
  });
});
