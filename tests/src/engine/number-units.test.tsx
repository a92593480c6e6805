import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from '../../../resources/engine/define-resource.ts';
import { field } from '../../../resources/engine/fields.ts';
import { videos } from '../../../resources/videos/videos.resource.ts';
import { fakeApi, renderResourcePage } from './engine-harness.tsx';

// A resource of the test's own, with one range filter per kind of unit.
const rugs = defineResource({
  name: 'rugs',
  route: '/marketingManagement/couponManagement',
  table: 'test_rugs',
  tenancy: 'merchant',
  titleField: 'name',
  fields: {
    name: field.text(z.string().min(1)),
    price: field.number(z.number().min(0), { filter: 'range', unit: 'currency' }),
    length: field.number(z.number().min(0), { filter: 'range', unit: 'mm' }),
    size: field.number(z.number().int().min(0), { filter: 'range', unit: 'bytes' }),
  },
});
const label = (name: string) => `resources.rugs.fields.${name}`;
const bar = () => screen.getByTestId('filter-bar');
const bound = (name: string, which: 'min' | 'max') => within(bar()).getByRole('spinbutton', { name: `${label(name)} (${which})` }) as HTMLInputElement;
/** The input's box, where antd puts its prefix and suffix. */
const box = (input: HTMLElement) => input.closest('.ant-input-number-affix-wrapper') as HTMLElement;

describe('number range filters show the field’s unit', () => {
  it('puts ¥ before a price and keeps two decimals; mm and MB after the others', async () => {
    await renderResourcePage(rugs, { permissions: [rugs.route], ui: {} });
    await screen.findByTestId('filter-bar');
    for (const which of ['min', 'max'] as const) {
      expect(within(box(bound('price', which))).getByText('¥')).toBeTruthy();
      expect(within(box(bound('length', which))).getByText('mm')).toBeTruthy();
      expect(within(box(bound('size', which))).getByText('MB')).toBeTruthy();
    }
    const min = bound('price', 'min');
    fireEvent.change(min, { target: { value: '12.5' } });
    fireEvent.blur(min);
    await waitFor(() => expect(min.value).toBe('12.50'));
  });

  it('takes a size filter in MB and asks the API in bytes', async () => {
    const api = fakeApi();
    await renderResourcePage(rugs, { api, permissions: [rugs.route], ui: {} });
    await screen.findByTestId('filter-bar');
    fireEvent.change(bound('size', 'min'), { target: { value: '1.5' } });
    fireEvent.submit(bar());
    await waitFor(() => expect(api.getList.mock.calls.at(-1)?.[0].filters).toEqual([{ field: 'size', operator: 'gte', value: 1_572_864 }]));
  });
});

describe('a video’s size, stored in bytes', () => {
  const CLIP = {
    id: 4,
    name: 'Showroom tour',
    url: '/files/demo/tour.mp4',
    cover: null,
    duration: 30,
    size: 1_572_864,
    visibility: 'none',
    visible_store_ids: [],
    hidden_ends: [],
    created_at: '2024-01-01T00:00:00Z',
    updated_at: '2024-01-01T00:00:00Z',
  };
  const route = videos.route;

  it('reads as a human size on the detail view', async () => {
    await renderResourcePage(videos, { api: fakeApi([CLIP]), permissions: [route], query: `?show=${CLIP.id}` });
    const details = await screen.findByTestId('record-details');
    const item = within(details).getByText('Size').closest('tr') as HTMLElement;
    expect(within(item).getByText('1.5M')).toBeTruthy();
  });

  it('is edited in MB and saved in bytes', async () => {
    const api = fakeApi([CLIP]);
    await renderResourcePage(videos, { api, permissions: [route, `${route}/edit`], query: `?edit=${CLIP.id}` });
    const dialog = await screen.findByRole('dialog');
    const size = (await within(dialog).findByLabelText('Size', { selector: 'input' })) as HTMLInputElement;
    await waitFor(() => expect(size.value).toBe('1.5'));
    expect(within(box(size)).getByText('MB')).toBeTruthy();
    fireEvent.change(size, { target: { value: '20' } });
    fireEvent.blur(size);
    fireEvent.click(screen.getByTestId('save'));
    await waitFor(() => expect(api.update).toHaveBeenCalledWith(expect.objectContaining({ variables: expect.objectContaining({ size: 20 * 1024 * 1024 }) })));
  });
});
