import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shopTypes } from '../../../resources/shop-types/shop-types.resource.ts';
import { systemConfig } from '../../../resources/system-config/system-config.resource.ts';
import { versions } from '../../../resources/versions/versions.resource.ts';
import { fakeApi, location, renderResourcePage, validationError } from './engine-harness.tsx';

const CONFIG = systemConfig.route;
const CONFIG_RIGHTS = [CONFIG, `${CONFIG}/create`, `${CONFIG}/edit`];
const SETTING = {
  id: 5,
  config_key: 'site.name',
  name: 'Site name',
  config_value: 'Atrium',
  description: '',
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-02T00:00:00Z',
};

const drawer = async () => (await screen.findByRole('dialog')) as HTMLElement;
// The filter bar above has fields of the same names: look inside the drawer.
const field = (label: string) => within(screen.getByRole('dialog')).getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('the create and edit drawer built from a declaration', () => {
  it('opens from ?create=1, prefills schema defaults and marks required fields', async () => {
    await renderResourcePage(shopTypes, { permissions: [shopTypes.route, `${shopTypes.route}/create`], query: '?create=1' });
    const form = await drawer();
    expect(within(form).getByText('New shop type')).toBeTruthy();
    expect(field('Enabled').getAttribute('aria-checked')).toBe('true');
    const required = [...form.querySelectorAll('.ant-form-item-required')].map((label) => label.textContent);
    expect(required).toEqual(['Name', 'Style id']);
  });

  it('checks each field with its own schema before sending anything', async () => {
    const { api } = await renderResourcePage(systemConfig, { permissions: CONFIG_RIGHTS, query: '?create=1' });
    await drawer();
    type('Key', '9lives');
    fireEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('Start with a letter; use letters, digits, dots, dashes and underscores (at most 64).')).toBeTruthy();
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(api.create).not.toHaveBeenCalled();
  });

  it("shows the server's 422 errors on their fields", async () => {
    const api = fakeApi([]);
    api.create.mockRejectedValueOnce(validationError({ config_key: ['Already exists.'] }));
    await renderResourcePage(systemConfig, { api, permissions: CONFIG_RIGHTS, query: '?create=1' });
    await drawer();
    type('Key', 'site.name');
    type('Name', 'Site name');
    fireEvent.click(screen.getByTestId('save'));
    const error = await screen.findByText('Already exists.');
    expect(error.closest('.ant-form-item')?.querySelector('label')?.textContent).toBe('Key');
    expect(api.create).toHaveBeenCalledWith(
      expect.objectContaining({ resource: 'system-config', variables: { config_key: 'site.name', name: 'Site name', config_value: '', description: '' } }),
    );
    expect(location()).toContain('create=1');
  });

  it('saves an edit, says so and closes the drawer', async () => {
    const api = fakeApi([SETTING]);
    await renderResourcePage(systemConfig, { api, permissions: CONFIG_RIGHTS, query: '?edit=5' });
    await drawer();
    await waitFor(() => expect(field('Name').value).toBe('Site name'));
    type('Name', 'Shop name');
    fireEvent.click(screen.getByTestId('save'));
    expect(await screen.findByText('Operation successful')).toBeTruthy();
    expect(api.update).toHaveBeenCalledWith(expect.objectContaining({ id: 5, variables: expect.objectContaining({ name: 'Shop name' }) }));
    await waitFor(() => expect(location()).not.toContain('edit='));
  });

  it('asks before closing a changed form: Stay keeps it, Leave closes it', async () => {
    await renderResourcePage(systemConfig, { permissions: CONFIG_RIGHTS, query: '?create=1' });
    await drawer();
    type('Name', 'Half typed');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    fireEvent.click(cancel);
    // antd repeats a confirm's title for screen readers.
    expect(await screen.findAllByText('You have unsaved changes. Leave without saving?')).not.toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Stay' }));
    expect(location()).toContain('create=1');
    expect((screen.getByDisplayValue('Half typed') as HTMLInputElement).id).toBe('system-config-form_name');
    fireEvent.click(cancel);
    // The first confirm may still be fading out: the newest one is the last.
    fireEvent.click((await screen.findAllByRole('button', { name: 'Leave' })).at(-1) as HTMLElement);
    await waitFor(() => expect(location()).not.toContain('create=1'));
  });

  it('makes Stay the default of the unsaved-changes question, so Enter keeps the work', async () => {
    await renderResourcePage(systemConfig, { permissions: CONFIG_RIGHTS, query: '?create=1' });
    await drawer();
    type('Name', 'Half typed');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const stay = await screen.findByRole('button', { name: 'Stay' });
    await waitFor(() => expect(document.activeElement).toBe(stay));
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Leave' }));
  });

  it('names the field in its required message and puts the cursor in the first wrong field', async () => {
    const { api } = await renderResourcePage(systemConfig, { permissions: CONFIG_RIGHTS, query: '?create=1' });
    await drawer();
    type('Key', 'site.name');
    fireEvent.click(screen.getByTestId('save'));
    const error = await screen.findByText('Name is required.');
    expect(error.closest('.ant-form-item')?.querySelector('label')?.textContent).toBe('Name');
    await waitFor(() => expect(document.activeElement).toBe(field('Name')));
    expect(api.create).not.toHaveBeenCalled();
  });

  it('puts the cursor in the first field the server refused', async () => {
    const api = fakeApi([]);
    api.create.mockRejectedValueOnce(validationError({ config_key: ['Already exists.'] }));
    await renderResourcePage(systemConfig, { api, permissions: CONFIG_RIGHTS, query: '?create=1' });
    await drawer();
    type('Key', 'site.name');
    type('Name', 'Site name');
    fireEvent.click(screen.getByTestId('save'));
    await screen.findByText('Already exists.');
    await waitFor(() => expect(document.activeElement).toBe(field('Key')));
  });

  it('closes an untouched form without asking', async () => {
    await renderResourcePage(systemConfig, { permissions: CONFIG_RIGHTS, query: '?create=1' });
    await drawer();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location()).not.toContain('create=1'));
    expect(screen.queryByText('You have unsaved changes. Leave without saving?')).toBeNull();
  });

  it('shows a record from ?show=<id> with its labels, and opens edit only for a session that may edit', async () => {
    const version = {
      id: 7,
      platform: 'android',
      version: '2.4',
      download_link: 'https://example.com/a.apk',
      update_time: '2024-03-01T10:00:00Z',
      notes: '',
      created_at: '2024-03-01T10:00:00Z',
      updated_at: '2024-03-01T10:00:00Z',
    };
    await renderResourcePage(versions, { api: fakeApi([version]), permissions: [versions.route], query: '?show=7' });
    const details = await screen.findByTestId('record-details');
    expect(within(details).getByText('Android')).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'https://example.com/a.apk' })).toBeTruthy();
    expect(screen.getByText('Version details')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('turns an edit link into the details for a session that may only read', async () => {
    await renderResourcePage(systemConfig, { api: fakeApi([SETTING]), permissions: [CONFIG], query: '?edit=5' });
    expect(await screen.findByTestId('record-details')).toBeTruthy();
    expect(screen.queryByTestId('save')).toBeNull();
  });

  it('ignores ?create=1 for a session that may not create', async () => {
    await renderResourcePage(systemConfig, { permissions: [CONFIG], query: '?create=1' });
    await screen.findByText('No settings yet.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
