import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { merchantAccounts } from '../../../resources/accounts/merchant-accounts.resource.ts';
import { installValidationMessages } from '../../../resources/validation/error-map.ts';
import { resourceUi } from '../../../src/accounts/merchant-accounts.ui.tsx';
import { renderInApp } from '../render-in-app.tsx';
import { bodyOf } from './account-fixtures.ts';

installValidationMessages();

/** Opens the quota dialog the merchant accounts' extension gives, on a merchant holding `quota`. */
async function openDialog(quota: number | undefined) {
  const QuotaDialog = resourceUi.actions?.quota?.BodyDialog;
  if (!QuotaDialog) throw new Error('merchant-accounts gives no quota dialog');
  const onSubmit = vi.fn();
  await renderInApp(
    <QuotaDialog
      open
      title="Set quota"
      record={{ id: 4, username: 'oak.home', account_quota: quota }}
      count={1}
      schema={bodyOf(merchantAccounts, 'quota')}
      busy={false}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  const dialog = await screen.findByRole('dialog');
  return { dialog, input: within(dialog).getByLabelText('Sub-account quota') as HTMLInputElement, onSubmit };
}

describe('the quota dialog of merchant accounts', () => {
  it("opens with the merchant's current quota and sends the new number", async () => {
    const { dialog, input, onSubmit } = await openDialog(5);
    expect(input.value).toBe('5');
    fireEvent.change(input, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ account_quota: 12 }));
  });

  it('sends zero, which stops new sub-accounts', async () => {
    const { dialog, input, onSubmit } = await openDialog(5);
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ account_quota: 0 }));
  });

  it('refuses an empty quota rather than sending nothing', async () => {
    const { dialog, input, onSubmit } = await openDialog(undefined);
    expect(input.value).toBe('');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
