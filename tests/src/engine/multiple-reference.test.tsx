import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../resources/engine/define-resource.ts';
import { field } from '../../../resources/engine/fields.ts';
import { fakeApi, renderResourcePage } from './engine-harness.tsx';

/** A test-only declaration: a record offered to several owners, picked by name. */
const gadgets = defineResource({
  name: 'gadgets',
  route: '/systemManagement/resource',
  table: 'gadgets',
  tenancy: 'platform',
  titleField: 'name',
  fields: {
    name: field.text(z.string().trim().min(1).max(50)),
    owner_ids: field.reference(z.array(z.number().int().positive()).default([]), { multiple: true }),
  },
});

const CHOICES = [
  { id: 1, name: 'Demo Owner' },
  { id: 2, name: 'Second Owner' },
  { id: 3, name: 'Third Owner' },
];
const ROW = { id: 7, name: 'Brand book', owner_ids: [1, 3], created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' };

function api() {
  const fake = fakeApi([ROW]);
  fake.custom.mockImplementation(async ({ url }) => ({ data: url === '/api/gadgets/choices/owner_ids' ? { list: CHOICES } : { value: null } }));
  return fake;
}

const pick = async (select: HTMLElement, name: string) => {
  fireEvent.mouseDown(select.querySelector('.ant-select-selector') as HTMLElement);
  const option = await waitFor(() => {
    const found = document.querySelector(`.ant-select-item-option[title="${name}"]`);
    if (!found) throw new Error(`no option ${name}`);
    return found as HTMLElement;
  });
  fireEvent.click(option);
};

describe('a reference field holding several ids (FieldOptions.multiple)', () => {
  it('lists every name the record holds', async () => {
    await renderResourcePage(gadgets, { api: api(), permissions: [gadgets.route] });
    const row = (await screen.findByText('Brand book')).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Demo Owner, Third Owner')).toBeTruthy());
  });

  it('picks several by name in the form and sends their ids as a list', async () => {
    const fake = api();
    await renderResourcePage(gadgets, { api: fake, permissions: [gadgets.route, `${gadgets.route}/create`], query: '?create=1' });
    const form = (await screen.findByRole('dialog')) as HTMLElement;
    const select = form.querySelector('.ant-select-multiple') as HTMLElement;
    expect(select).toBeTruthy();
    fireEvent.change(within(form).getAllByRole('textbox')[0], { target: { value: 'Catalogue' } });
    await pick(select, 'Demo Owner');
    await pick(select, 'Second Owner');
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() =>
      expect(fake.create).toHaveBeenCalledWith(expect.objectContaining({ resource: 'gadgets', variables: { name: 'Catalogue', owner_ids: [1, 2] } })),
    );
  });
});
