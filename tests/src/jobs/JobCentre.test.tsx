import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifyJobsChanged } from '../../../src/jobs/job-events.ts';
import { JOB_POLL_MS } from '../../../src/jobs/job-status.ts';
import { badge, job, NOW, pretendWidth, renderCentre, runEachOnFakeClock, server, settle } from './job-centre-harness.tsx';

runEachOnFakeClock();

describe('the job centre button', () => {
  it('is named "Job centre" and shows that label beside its icon on a desktop', async () => {
    pretendWidth(1440);
    await renderCentre();
    const button = screen.getByRole('button', { name: 'Job centre' });
    expect(button.textContent).toBe('Job centre');
    expect(button).toBe(screen.getByTestId('job-centre'));
  });

  it('is its icon alone on a phone, still named "Job centre" and with that tooltip', async () => {
    pretendWidth(390);
    await renderCentre();
    const button = screen.getByRole('button', { name: 'Job centre' });
    expect(button.textContent).toBe('');
    fireEvent.mouseEnter(button);
    await settle(500);
    expect(screen.getByRole('tooltip').textContent).toBe('Job centre');
  });

  it('badges the queued and running jobs, and shows no badge once none are', async () => {
    server.jobs = [
      job(1, { status: 'running', progress: 3 }),
      job(2, { status: 'queued', progress: 0, total: null }),
      job(3, { status: 'queued', progress: 0, total: null }),
      job(4),
      job(5, { status: 'failed' }),
    ];
    await renderCentre();
    expect(badge()).toBe('3');

    server.jobs = server.jobs.map((each) => (each.status === 'failed' ? each : { ...each, status: 'done' }));
    await settle(JOB_POLL_MS);
    expect(badge()).toBe('0');
  });
});

describe('the job centre', () => {
  it('polls every 2 s while a job runs, and stops once every job is done', async () => {
    server.jobs = [job(1, { status: 'running', progress: 3 }), job(2, { status: 'queued', progress: 0, total: null })];
    const { custom } = await renderCentre();
    expect(custom).toHaveBeenCalledTimes(1);
    expect(badge()).toBe('2');

    await settle(JOB_POLL_MS);
    await settle(JOB_POLL_MS);
    expect(custom).toHaveBeenCalledTimes(3);

    server.jobs = [job(1), job(2)];
    await settle(JOB_POLL_MS);
    expect(custom).toHaveBeenCalledTimes(4);
    expect(badge()).toBe('0');

    await settle(10 * JOB_POLL_MS);
    expect(custom).toHaveBeenCalledTimes(4);
  });

  it('does not poll when nothing runs, but looks again when a list screen starts a job', async () => {
    server.jobs = [job(1)];
    const { custom } = await renderCentre();
    await settle(5 * JOB_POLL_MS);
    expect(custom).toHaveBeenCalledTimes(1);

    server.jobs = [job(2, { status: 'queued', progress: 0, total: null }), job(1)];
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
    server.jobs = [job(1)];
    const { custom } = await renderCentre();
    fireEvent.click(screen.getByTestId('job-centre'));
    await settle();
    const afterOpening = custom.mock.calls.length;
    await settle(2 * JOB_POLL_MS);
    expect(custom.mock.calls.length).toBe(afterOpening + 2);
  });

  it('offers a download only for finished exports, and the error report of a failed import', async () => {
    server.jobs = [
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
    server.jobs = [
      job(1, { kind: 'plan-import', status: 'running', progress: 1 }),
      job(2, { kind: 'offline-package', resource: 'commodities', status: 'done' }),
    ];
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
