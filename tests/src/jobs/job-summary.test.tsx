import { Refine } from '@refinedev/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionState, SessionStore } from '../../../providers/session-store.ts';
import type { Job } from '../../../resources/jobs/job.schema.ts';
import { OPERATOR_PERMISSIONS } from '../../../server/seed/demo-roles.ts';
import { createI18n } from '../../../src/i18n/i18n.ts';
import { JobCentre } from '../../../src/jobs/JobCentre.tsx';
import { SessionProvider } from '../../../src/session/SessionContext.tsx';
import { fakeDataProvider } from '../palette/refine-harness.tsx';
import { sessionFor } from '../palette/session-fixture.ts';
import { renderInApp } from '../render-in-app.tsx';

const job = (id: number, change: Partial<Job>): Job => ({
  id,
  kind: 'export',
  resource: 'shop-types',
  status: 'done',
  progress: 8,
  total: 8,
  message: '',
  summary: null,
  has_file: false,
  file_name: null,
  created_at: new Date(Date.now() - 60_000).toISOString(),
  finished_at: null,
  ...change,
});

/** The job centre in a session of its own i18n instance, whose language the test switches like the header's menu does. */
async function renderCentre(jobs: Job[]) {
  const i18n = await createI18n('en');
  const { provider } = fakeDataProvider((url) => (url === '/api/jobs' ? { list: jobs } : undefined));
  const { routes, checker } = await sessionFor(OPERATOR_PERMISSIONS);
  const state = { profile: { id: 1, permission: [...OPERATOR_PERMISSIONS] }, checker, routes, landing: '/' } as unknown as SessionState;
  const store = { current: () => state, subscribe: () => () => {} } as unknown as SessionStore;
  renderInApp(
    <SessionProvider store={store}>
      <Refine dataProvider={{ default: provider }} options={{ disableTelemetry: true }}>
        <JobCentre />
      </Refine>
    </SessionProvider>,
    { i18n },
  );
  fireEvent.click(await screen.findByTestId('job-centre'));
  return i18n;
}

describe("the job centre's summaries", () => {
  it('follow the interface language, whatever language the job finished in', async () => {
    // As the server answered an English page: the summary's keys, and their English wording.
    const i18n = await renderCentre([
      job(1, { summary: [{ key: 'jobs.exported', params: { count: 8 } }], message: '8 rows exported.' }),
      job(2, {
        kind: 'import',
        summary: [
          { key: 'jobs.imported', params: { count: 2, skipped: 1 } },
          { key: 'jobs.duplicatesSkipped', params: {} },
        ],
        message: '2 imported, 1 skipped. Import failed for duplicate ids; only non-duplicates can be imported.',
      }),
    ]);
    expect(await screen.findByText('8 rows exported.')).toBeTruthy();

    await act(() => i18n.changeLanguage('zh'));
    expect(await screen.findByText('已导出 8 行。')).toBeTruthy();
    expect(screen.queryByText('8 rows exported.')).toBeNull();
    expect(screen.getByText(/^已导入 2 条/)).toBeTruthy();

    await act(() => i18n.changeLanguage('en'));
    expect(await screen.findByText('8 rows exported.')).toBeTruthy();
  });

  it('show the text of a job that has no summary keys as it was written', async () => {
    const i18n = await renderCentre([job(1, { message: 'Gizmo 3 is on everywhere.' })]);
    expect(await screen.findByText('Gizmo 3 is on everywhere.')).toBeTruthy();
    await act(() => i18n.changeLanguage('zh'));
    expect(await screen.findByText('Gizmo 3 is on everywhere.')).toBeTruthy();
  });

  it("fall back to the server's wording when the browser lacks a plug-in's key", async () => {
    await renderCentre([job(1, { kind: 'gizmo-sync', summary: [{ key: 'resources.gizmos.synced', params: { id: 3 } }], message: 'Gizmo 3 synced.' })]);
    expect(await screen.findByText('Gizmo 3 synced.')).toBeTruthy();
  });
});
