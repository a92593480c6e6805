import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { merchantAccounts, merchantSubAccounts } from '../../../resources/accounts/merchant-accounts.resource.ts';
import { staff } from '../../../resources/accounts/staff.resource.ts';
import { subAccounts, subSellerAccounts } from '../../../resources/accounts/sub-accounts.resource.ts';
import { loadResourceUi } from '../../../src/resource-ui.ts';
import { fakeApi, renderResourcePage } from '../engine/engine-harness.tsx';
import { ENABLED, rightsOn, STOPPED } from './account-fixtures.ts';

const posts = (api: ReturnType<typeof fakeApi>) => api.custom.mock.calls.map(([call]) => call).filter((call) => call.method === 'post');
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

/** Opens a row's action menu and gives the labels it offers. */
async function rowMenu(text: string) {
  fireEvent.click(within(await rowOf(text)).getByTestId('row-actions'));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
}

describe.each([subAccounts, subSellerAccounts, staff, merchantAccounts, merchantSubAccounts])('the $name extension', (resource) => {
  it('offers enable on stopped accounts only, stop on enabled ones only, and a dialog for the new password', async () => {
    const actions = (await loadResourceUi(resource.name)).actions ?? {};
    expect(actions.enable?.shownFor?.(STOPPED)).toBe(true);
    expect(actions.enable?.shownFor?.(ENABLED)).toBe(false);
    expect(actions.stop?.shownFor?.(ENABLED)).toBe(true);
    expect(actions.stop?.shownFor?.(STOPPED)).toBe(false);
    expect(actions['reset-password']?.BodyDialog).toBeDefined();
  });
});

describe('the sub-accounts list', () => {
  it('shows each account’s status as a tag, green when enabled', async () => {
    await renderResourcePage(subAccounts, { api: fakeApi([ENABLED, STOPPED]), permissions: rightsOn(subAccounts) });
    const enabled = within(await rowOf('lily.chen')).getByText('Enabled');
    const stopped = within(await rowOf('tom.wu')).getByText('Stopped');
    expect(enabled.className).toContain('ant-tag-success');
    expect(stopped.className).not.toContain('ant-tag-success');
  });

  it('offers stop on an enabled account and enable on a stopped one, never both', async () => {
    await renderResourcePage(subAccounts, { api: fakeApi([ENABLED, STOPPED]), permissions: rightsOn(subAccounts) });
    expect(await rowMenu('lily.chen')).toEqual(['Stop', 'Reset password']);
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(within(await rowOf('tom.wu')).getByTestId('row-actions'));
    await waitFor(async () => expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent).slice(-2)).toEqual(['Enable', 'Reset password']));
  });

  it('stops an account with no dialog, on its own record', async () => {
    const api = fakeApi([ENABLED]);
    await renderResourcePage(subAccounts, { api, permissions: rightsOn(subAccounts) });
    await rowMenu('lily.chen');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Stop' }));
    expect(await screen.findByText('Operation successful')).toBeTruthy();
    expect(posts(api)).toEqual([expect.objectContaining({ url: '/api/sub-accounts/1/stop', payload: {} })]);
  });

  it('resets a password: refuses 5 characters and a mismatched confirmation, then sends the password only', async () => {
    const api = fakeApi([ENABLED]);
    await renderResourcePage(subAccounts, { api, permissions: rightsOn(subAccounts) });
    await rowMenu('lily.chen');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Reset password' }));
    const dialog = await screen.findByRole('dialog');
    const save = () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const type = (label: string, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

    type('New password', '12345');
    type('Confirm new password', '12345');
    save();
    expect(await within(dialog).findByText('The password must be 6 to 20 characters.')).toBeTruthy();

    type('New password', 'secret-9');
    type('Confirm new password', 'secret-8');
    save();
    expect(await within(dialog).findByText('Password mismatch: the confirmation does not match the new password.')).toBeTruthy();
    expect(posts(api)).toEqual([]);

    type('Confirm new password', 'secret-9');
    save();
    await waitFor(() =>
      expect(posts(api)).toEqual([expect.objectContaining({ url: '/api/sub-accounts/1/reset-password', payload: { password: 'secret-9' } })]),
    );
    expect(await screen.findByText('Operation successful')).toBeTruthy();
  });
});
