import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from '../../../resources/engine/define-resource.ts';
import { field } from '../../../resources/engine/fields.ts';
import { fakeApi, renderResourcePage } from './engine-harness.tsx';

/** A test-only coupon-like entity with a declared machine: draft → live, live ⇄ paused. */
const ROUTE = '/marketingManagement/couponManagement';
const STAGES = ['draft', 'live', 'paused'] as const;
const tokens = defineResource({
  name: 'tokens',
  route: ROUTE,
  table: 'test_tokens',
  tenancy: 'merchant',
  titleField: 'name',
  recordActions: [
    { name: 'publish', action: 'publish' },
    { name: 'pause', action: 'pause' },
    { name: 'resume', action: 'resume' },
  ],
  machines: {
    stage: {
      states: STAGES,
      moves: [
        { action: 'publish', from: ['draft'], to: 'live' },
        { action: 'pause', from: ['live'], to: 'paused' },
        { action: 'resume', from: ['paused'], to: 'live' },
      ],
    },
  },
  fields: {
    name: field.text(z.string().trim().min(1).max(50)),
    stage: field.select(
      z.enum(STAGES),
      STAGES.map((value) => ({ value, label: value })),
      { readOnly: true },
    ),
  },
});

describe('a list offers on each row only the moves its machine makes from there', () => {
  it.each([
    ['Draft token', ['resources.tokens.actions.publish']],
    ['Live token', ['resources.tokens.actions.pause']],
    ['Paused token', ['resources.tokens.actions.resume']],
  ])('%s: %j', async (name, offered) => {
    const api = fakeApi([
      { id: 1, name: 'Draft token', stage: 'draft' },
      { id: 2, name: 'Live token', stage: 'live' },
      { id: 3, name: 'Paused token', stage: 'paused' },
    ]);
    await renderResourcePage(tokens, { api, permissions: [ROUTE, `${ROUTE}/*`] });
    const row = (await screen.findByText(name)).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByTestId('row-actions'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(offered);
  });
});

describe("a record's details offer the moves its row offers, and follow its state", () => {
  const drawerOffer = async () => {
    fireEvent.click(await screen.findByTestId('detail-actions'));
    return (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  };

  it('offers publish and not pause on a draft; once published, pause and not publish', async () => {
    const row = { id: 1, name: 'Draft token', stage: 'draft' };
    const api = fakeApi([row]);
    // The server makes the move: the record read afterwards is live.
    api.custom.mockImplementation(async ({ url }) => {
      if (url === '/api/tokens/1/publish') row.stage = 'live';
      return { data: url.startsWith('/api/preferences/') ? { value: null } : {} };
    });
    await renderResourcePage(tokens, { api, permissions: [ROUTE, `${ROUTE}/*`], query: '?show=1' });
    const details = await screen.findByTestId('record-details');
    expect(await drawerOffer()).toEqual(['resources.tokens.actions.publish']);

    fireEvent.click(screen.getByRole('menuitem', { name: 'resources.tokens.actions.publish' }));
    await waitFor(() => expect(within(details).getByText('live')).toBeTruthy());
    expect(api.custom).toHaveBeenCalledWith(expect.objectContaining({ url: '/api/tokens/1/publish', method: 'post' }));
    // The footer reads the same query as the details: showing live, it offers live's moves.
    expect(await drawerOffer()).toEqual(['resources.tokens.actions.pause']);
  });

  it('offers nothing the session may not do, as the row does', async () => {
    const api = fakeApi([{ id: 1, name: 'Draft token', stage: 'draft' }]);
    // Pausing is granted but a draft cannot be paused; publishing it is not granted.
    await renderResourcePage(tokens, { api, permissions: [ROUTE, `${ROUTE}/pause`], query: '?show=1' });
    await within(await screen.findByTestId('resource-list-tokens')).findByText('Draft token');
    await screen.findByTestId('record-details');
    expect(screen.queryByTestId('detail-actions')).toBeNull();
    expect(screen.queryByTestId('row-actions')).toBeNull();
  });
});
