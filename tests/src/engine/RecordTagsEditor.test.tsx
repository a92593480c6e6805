import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from '../../../resources/engine/define-resource.ts';
import { field } from '../../../resources/engine/fields.ts';
import { fakeApi, renderResourcePage } from './engine-harness.tsx';

// A tagged resource as the goods will declare it: its records carry tags of the commodity area.
const goods = defineResource({
  name: 'goods-under-test',
  route: '/content/commodityManagement',
  table: 'goods',
  tenancy: 'merchant',
  titleField: 'name',
  tagArea: 'commodity',
  fields: { name: field.text(z.string().min(1), { search: true }) },
});
const GROUPS = [
  { id: 1, name: 'Style', multiple: false, items: ['Modern', 'Nordic'] },
  { id: 2, name: 'Room', multiple: true, items: ['Kitchen', 'Bedroom'] },
];
// A session that may manage the area's tags reads them from /api/tags/<area> (list-tag-groups.test.tsx: one that may not).
const MANAGES_TAGS = `${goods.route}/labelManagement`;
const SOFA = { id: 7, name: 'Sofa', tags: ['1:Modern', '2:Kitchen'], created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };

function taggedApi() {
  const api = fakeApi([SOFA]);
  api.getList.mockImplementation(async ({ resource }) => (resource === 'tags/commodity' ? { data: GROUPS, total: 2 } : { data: [SOFA], total: 1 }) as never);
  return api;
}

const openSelect = (element: HTMLElement) => fireEvent.mouseDown(element.querySelector('.ant-select-selector') as HTMLElement);

describe('tags of a tagged resource', () => {
  it('reads the tag groups of its area from /api/tags/<area>, and filters the list by tag', async () => {
    const api = taggedApi();
    await renderResourcePage(goods, { api, permissions: [goods.route, MANAGES_TAGS] });
    await screen.findByText('Sofa');
    const filter = screen.getByText('Filter by tag').closest('.ant-select')?.parentElement as HTMLElement;
    openSelect(filter);
    fireEvent.click(await screen.findByTitle('Nordic'));
    await waitFor(() =>
      expect(api.getList).toHaveBeenLastCalledWith(
        expect.objectContaining({ resource: 'goods-under-test', filters: [{ field: 'tags', operator: 'in', value: ['1:Nordic'] }] }),
      ),
    );
    expect(api.getList).toHaveBeenCalledWith(expect.objectContaining({ resource: 'tags/commodity' }));
  });

  it('shows a record’s tags by group on its details', async () => {
    await renderResourcePage(goods, { api: taggedApi(), permissions: [goods.route, MANAGES_TAGS], query: '?show=7' });
    const details = await screen.findByTestId('record-details');
    expect(await within(details).findByText('Style: Modern')).toBeTruthy();
    expect(within(details).getByText('Room: Kitchen')).toBeTruthy();
  });

  it('offers Tags only to a session that may edit, and saves the chosen tags group by group', async () => {
    const api = taggedApi();
    await renderResourcePage(goods, { api, permissions: [goods.route, `${goods.route}/edit`, MANAGES_TAGS] });
    const row = (await screen.findByText('Sofa')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Tags' }));
    const dialog = (await screen.findByText('Edit tags')).closest('.ant-modal') as HTMLElement;
    const style = (await within(dialog).findByText('Style')).closest('.ant-form-item') as HTMLElement;
    // A single-choice group holds one tag: choosing another replaces it.
    expect(style.querySelector('.ant-select-multiple')).toBeNull();
    openSelect(style);
    fireEvent.click(await screen.findByTitle('Nordic'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tags saved.')).toBeTruthy();
    expect(api.custom).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/goods-under-test/7/tags', method: 'put', payload: { tags: ['1:Nordic', '2:Kitchen'] } }),
    );
  });

  it('hides Tags from a session that may only read', async () => {
    await renderResourcePage(goods, { api: taggedApi(), permissions: [goods.route] });
    const row = (await screen.findByText('Sofa')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Tags' })).toBeNull();
  });
});
