import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { staff } from '../../../resources/accounts/staff.resource.ts';
import { installValidationMessages } from '../../../resources/validation/error-map.ts';
import { ResetPasswordDialog } from '../../../src/accounts/ResetPasswordDialog.tsx';
import { renderInApp } from '../render-in-app.tsx';
import { bodyOf } from './account-fixtures.ts';

installValidationMessages();

async function openDialog(count = 1) {
  const onSubmit = vi.fn();
  await renderInApp(
    <ResetPasswordDialog
      open
      title="Reset password"
      count={count}
      schema={bodyOf(staff, 'reset-password')}
      busy={false}
      onSubmit={onSubmit}
      onCancel={() => undefined}
      texts="resources.staff"
    />,
  );
  const dialog = await screen.findByRole('dialog');
  const fill = (password: string, confirmation = password) => {
    fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: password } });
    fireEvent.change(within(dialog).getByLabelText('Confirm new password'), { target: { value: confirmation } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  };
  return { dialog, fill, onSubmit };
}

describe('the reset password dialog', () => {
  it.each([
    ['an empty password', '', 'The password must be 6 to 20 characters.'],
    ['5 characters', '12345', 'The password must be 6 to 20 characters.'],
    ['21 characters', 'a'.repeat(21), 'The password must be 6 to 20 characters.'],
    ['an outer space', ' secret', 'The password cannot begin or end with a space.'],
  ])('refuses %s', async (_case, password, message) => {
    const { dialog, fill, onSubmit } = await openDialog();
    fill(password);
    expect(await within(dialog).findByText(message)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that differs', async () => {
    const { dialog, fill, onSubmit } = await openDialog();
    fill('secret-9', 'secret-90');
    expect(await within(dialog).findByText('Password mismatch: the confirmation does not match the new password.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each([
    ['6 characters', '123456'],
    ['20 characters', 'a'.repeat(20)],
  ])('sends %s as the password only, never its confirmation', async (_case, password) => {
    const { fill, onSubmit } = await openDialog();
    fill(password);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ password }));
  });

  it('says how many accounts a batch reset is for', async () => {
    const { dialog } = await openDialog(3);
    expect(within(dialog).getByText('3 selected')).toBeTruthy();
  });
});
