import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Vocabulary } from '../../../resources/roles/permission-vocabulary.ts';
import { platformRoles } from '../../../resources/roles/roles.resource.ts';
import { fakeApi, renderResourcePage } from '../engine/engine-harness.tsx';

const ROUTE = platformRoles.route;
const STAFF_VOCABULARY: Vocabulary = {
  tree: [
    {
      path: '/homeData',
      actions: [],
      children: [
        { path: '/homeData/stats', actions: [] },
        { path: '/homeData/dataDetail', actions: [] },
      ],
    },
    {
      path: '/staffManagement',
      actions: [],
      children: [
        { path: '/staffManagement/index', actions: ['create', 'edit', 'delete'] },
        { path: '/staffManagement/atriumRole', actions: ['create', 'edit', 'delete'] },
      ],
    },
  ],
  flags: [],
};
const ROLE = {
  id: 3,
  name: 'Support',
  code: 'support',
  description: '',
  permissions: ['/staffManagement/*', '/homeData/stats', '/legacy/page'],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

/** The fake API with the staff roles' vocabulary at its path. */
function staffApi() {
  const api = fakeApi([ROLE]);
  api.custom.mockImplementation(async ({ url }) => ({
    data: url === '/api/platform-roles/vocabulary' ? STAFF_VOCABULARY : url.startsWith('/api/preferences/') ? { value: null } : {},
  }));
  return api;
}

describe('staff roles on their page', () => {
  it('creates a role with the pages checked in the picker', async () => {
    const api = staffApi();
    await renderResourcePage(platformRoles, { api, permissions: [ROUTE, `${ROUTE}/create`], query: '?create=1' });
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Name'), { target: { value: 'Support' } });
    fireEvent.change(within(drawer).getByLabelText('Code'), { target: { value: 'support' } });
    fireEvent.click(await within(drawer).findByRole('checkbox', { name: 'Select Staff' }));
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(api.create).toHaveBeenCalled());
    expect(api.create.mock.calls[0][0].variables).toMatchObject({ name: 'Support', code: 'support', permissions: ['/staffManagement/*'] });
  });

  it('shows a role’s granted pages by title on its details, an unknown one in words', async () => {
    await renderResourcePage(platformRoles, { api: staffApi(), permissions: [ROUTE], query: '?show=3' });
    const details = await screen.findByTestId('record-details');
    const summary = await within(details).findByTestId('permission-summary');
    expect([...summary.querySelectorAll('.ant-tag')].map((tag) => tag.textContent)).toEqual(['Staff · all', 'Overview', 'legacy › page']);
  });
});
