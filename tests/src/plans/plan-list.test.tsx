import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { plans } from '../../../resources/plans/plans.resource.ts';
import { fakeApi, renderResourcePage } from '../engine/engine-harness.tsx';

const riverside = {
  id: 7,
  name: 'Riverside flat',
  cover: '/files/panoramas/1/a/thumb.jpg',
  resolution: '4k',
  type: 'roaming',
  layer_support: false,
  hidden_ends: [],
  source: 'gallery',
  scene_count: 2,
  import_status: 'ready',
  import_error: '',
  upload_failed: false,
  revision: 1,
  published_revision: 1,
  published_at: '2026-01-01T00:00:00Z',
  store_ids: [],
  status: 'published',
  visibility: 'none',
  visible_store_ids: [],
  sale_id: 31,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
// A designer's (ACCESS.md): the plans page and every action on it, without the tag management the list would also read.
const MERCHANT = [plans.route, `${plans.route}/*`];
const GUIDE = [plans.route];
/** The plans list answering `rows`; other lists (the area's tag groups) answer none. */
function plansApi(rows: (typeof riverside)[]) {
  const api = fakeApi(rows);
  api.getList.mockImplementation(async ({ resource }) => (resource === 'plans' ? { data: rows, total: rows.length } : { data: [], total: 0 }));
  return api;
}
const row = async () => (await screen.findByText('Riverside flat')).closest('tr') as HTMLElement;

describe('the plans list', () => {
  it('names the preview link for what this session may do there', async () => {
    await renderResourcePage(plans, { api: plansApi([riverside]), permissions: GUIDE });
    const guideRow = await row();
    expect(within(guideRow).getByRole('link', { name: 'Preview' })).toBeTruthy();
    expect(within(guideRow).queryByRole('link', { name: 'Preview and publish' })).toBeNull();
    expect(within(guideRow).queryByRole('link', { name: 'Edit scenes' })).toBeNull();
  });

  it('offers who may publish the editor and "Preview and publish"', async () => {
    await renderResourcePage(plans, { api: plansApi([riverside]), permissions: MERCHANT });
    const merchantRow = await row();
    expect(within(merchantRow).getByRole('link', { name: 'Preview and publish' })).toBeTruthy();
    expect(within(merchantRow).getByRole('link', { name: 'Edit scenes' })).toBeTruthy();
  });

  it('shows the cover as a button that says it opens the 360° view', async () => {
    await renderResourcePage(plans, { api: plansApi([riverside]), permissions: GUIDE });
    const cover = within(await row()).getByRole('button', { name: 'Open the 360° view of Riverside flat' });
    expect(cover.tagName).toBe('BUTTON');
    expect(cover.className).toContain('plan-cover');
    expect(within(cover).getByTestId('open-viewer-badge').textContent).toBe('360°');
  });
});

describe('a plan’s details', () => {
  const labels = async () => [...(await screen.findByTestId('record-details')).querySelectorAll('th')].map((th) => th.textContent);

  it('leave out what only the server needs: no "Import failed: No", no revision numbers, no account id, no empty import error', async () => {
    await renderResourcePage(plans, { api: plansApi([riverside]), permissions: GUIDE, query: '?show=7' });
    const shown = await labels();
    expect(shown).toContain('Import');
    for (const internal of ['Import failed', 'Revision', 'Published revision', 'Import error', 'Made by']) expect(shown).not.toContain(internal);
  });

  it('say why an import failed, when it did', async () => {
    const failed = {
      ...riverside,
      import_status: 'failed',
      scene_count: 0,
      upload_failed: true,
      import_error: 'Kujiale could not be reached; try again later.',
    };
    await renderResourcePage(plans, { api: plansApi([failed]), permissions: GUIDE, query: '?show=7' });
    const details = await screen.findByTestId('record-details');
    const line = within(details).getByText('Import error').closest('tr') as HTMLElement;
    expect(within(line).getByText('Kujiale could not be reached; try again later.')).toBeTruthy();
    expect(await labels()).not.toContain('Import failed');
  });
});
