import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stores } from '../../../resources/stores/stores.resource.ts';
import { renderResourcePage } from '../engine/engine-harness.tsx';
import { department, departmentsApi, STORE_READER, STORE_RIGHTS } from './store-fixtures.ts';

const DEPARTMENTS = [department(1, null, 'Sales'), department(2, 1, 'North'), department(3, 2, 'Harbour', 7), department(4, null, 'Service')];

const panel = () => screen.getByTestId('departments');
/** The tree's lines as the user reads them, each indented one step per level. */
const treeLines = () =>
  // antd also draws a hidden node of its own, to measure with: it has no title.
  [...panel().querySelectorAll('.ant-tree-treenode:has(.ant-tree-title)')].map(
    (node) => `${'  '.repeat(node.querySelectorAll('.ant-tree-indent-unit').length)}${node.querySelector('.ant-tree-title')?.textContent}`,
  );
const choose = (name: string) => fireEvent.click(within(panel()).getByText(name));
const dialog = () => screen.getAllByRole('dialog').at(-1)!;
const sent = (api: ReturnType<typeof departmentsApi>, method: string) => api.custom.mock.calls.map(([call]) => call).filter((call) => call.method === method);

async function openPage(permissions = STORE_RIGHTS, departments = DEPARTMENTS) {
  const view = await renderResourcePage(stores, { api: departmentsApi(departments), permissions });
  await within(panel()).findByText(departments[0]?.name ?? 'No departments yet.');
  return view;
}

describe('the departments beside the store list', () => {
  it('draws the tree from the flat list, with a badge on the departments that became stores', async () => {
    await openPage();
    expect(treeLines()).toEqual(['Sales', '  North', '    HarbourStore', 'Service']);
    expect(within(panel()).getAllByTestId('store-badge')).toHaveLength(1);
  });

  it('adds a department at the top and a subdepartment under the chosen one, then reads the tree again', async () => {
    const { api } = await openPage();
    fireEvent.click(screen.getByTestId('add-department'));
    fireEvent.change(within(dialog()).getByTestId('department-name'), { target: { value: ' Online ' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(api, 'post')).toEqual([expect.objectContaining({ url: '/api/departments', payload: { name: 'Online', parent_id: null } })]),
    );
    choose('North');
    fireEvent.click(within(panel()).getByRole('button', { name: /Add subdepartment/ }));
    fireEvent.change(within(dialog()).getByTestId('department-name'), { target: { value: 'Quayside' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(api, 'post').at(-1)).toMatchObject({ url: '/api/departments', payload: { name: 'Quayside', parent_id: 2 } }));
    await waitFor(() => expect(sent(api, 'get').filter((call) => call.url === '/api/departments').length).toBeGreaterThanOrEqual(3));
  });

  it('sets a department as a store with an address and the default caps, and the store list is read again', async () => {
    const { api } = await openPage();
    await waitFor(() => expect(api.getList).toHaveBeenCalled());
    const listReads = api.getList.mock.calls.length;
    choose('Service');
    fireEvent.click(within(panel()).getByRole('button', { name: /Set as store/ }));
    expect(within(dialog()).getByText('Set as store: Service')).toBeTruthy();
    expect((within(dialog()).getByLabelText('Store manager cap') as HTMLInputElement).value).toBe('5');
    expect((within(dialog()).getByLabelText('Guide cap') as HTMLInputElement).value).toBe('50');
    fireEvent.change(within(dialog()).getByTestId('store-address'), { target: { value: '9 Dock Lane' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent(api, 'post')).toEqual([
        expect.objectContaining({ url: '/api/departments/4/store', payload: { address: '9 Dock Lane', manager_cap: 5, guide_cap: 50 } }),
      ]),
    );
    await waitFor(() => expect(api.getList.mock.calls.length).toBeGreaterThan(listReads));
  });

  it('renames and, once confirmed, deletes the chosen department; a store is not set as one again', async () => {
    const { api } = await openPage();
    choose('Harbour');
    expect(within(panel()).queryByRole('button', { name: /Set as store/ })).toBeNull();
    fireEvent.click(within(panel()).getByRole('button', { name: /Rename/ }));
    const name = within(dialog()).getByTestId('department-name') as HTMLInputElement;
    expect(name.value).toBe('Harbour');
    fireEvent.change(name, { target: { value: 'Harbour front' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent(api, 'patch')).toEqual([expect.objectContaining({ url: '/api/departments/3', payload: { name: 'Harbour front' } })]));
    fireEvent.click(within(panel()).getByRole('button', { name: /Delete/ }));
    const confirm = await screen.findByText('Delete Harbour and its subdepartments? Stores made from them stay.');
    fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent(api, 'delete')).toEqual([expect.objectContaining({ url: '/api/departments/3' })]));
  });

  it('offers a reader no writes', async () => {
    await openPage(STORE_READER);
    expect(screen.queryByTestId('add-department')).toBeNull();
    choose('Sales');
    // Filtering is no write: "All stores" is the only button a reader gets.
    expect(
      within(panel())
        .queryAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All stores']);
  });

  it('filters the store list by the picked department and those below it, until "All stores" (issue 35)', async () => {
    const { api } = await openPage();
    await waitFor(() => expect(api.getList).toHaveBeenCalled());
    const departmentFilter = () => {
      const request = api.getList.mock.lastCall?.[0] as { filters?: { field: string; operator: string; value: unknown }[] } | undefined;
      const filters = request?.filters ?? [];
      return filters.find((filter) => filter.field === 'department_id');
    };
    expect(departmentFilter()).toBeUndefined();
    choose('North');
    await waitFor(() => expect(departmentFilter()).toEqual({ field: 'department_id', operator: 'in', value: [2, 3] }));
    expect(within(panel()).getByTestId('department-filter').textContent).toContain('Showing the stores of North and its subdepartments.');
    fireEvent.click(within(panel()).getByTestId('all-stores'));
    await waitFor(() => expect(departmentFilter()).toBeUndefined());
    expect(within(panel()).queryByTestId('department-filter')).toBeNull();
  });

  it('says when there are no departments yet', async () => {
    await openPage(STORE_RIGHTS, []);
    expect(within(panel()).getByText('No departments yet.')).toBeTruthy();
    expect(within(panel()).queryByRole('tree')).toBeNull();
  });
});
