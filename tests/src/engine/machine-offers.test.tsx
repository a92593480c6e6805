import { fireEvent, screen, within } from '@testing-library/react';
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
