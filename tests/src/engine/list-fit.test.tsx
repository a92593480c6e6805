import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineResource } from '../../../resources/engine/define-resource.ts';
import { field } from '../../../resources/engine/fields.ts';
import { FILTER_LABEL_MAX, filterLabelWidth } from '../../../src/engine/query-form-layout.ts';
import { fakeApi, renderResourcePage } from './engine-harness.tsx';

/**
 * Issue 35 "tables that fit at 1440 px": the generic list knows its real width (every column has
 * one), cuts what is longer than its column with "…" and a tooltip, and its filter labels stay on
 * one line beside their inputs. On a test-only entity, whose texts are its keys.
 */
const ROUTE = '/marketingManagement/couponManagement';
const crates = defineResource({
  name: 'crates',
  route: ROUTE,
  table: 'test_crates',
  tenancy: 'merchant',
  titleField: 'name',
  fields: {
    name: field.text(z.string().min(1), { filter: 'like' }),
    state: field.select(z.enum(['waiting', 'shipped']), [
      { value: 'waiting', label: 'Waiting for the carrier to confirm the pick-up slot' },
      { value: 'shipped', label: 'Shipped' },
    ]),
    weight: field.number(z.number(), { unit: 'count', list: { width: 90 } }),
    arrives_at: field.datetime(z.string().nullable().default(null)),
  },
});
const ROWS = [
  { id: 1, name: 'Oak crate', state: 'waiting', weight: 12, arrives_at: null, created_at: '2026-11-01T08:00:00Z', updated_at: '2026-11-01T08:00:00Z' },
];

async function renderCrates() {
  await renderResourcePage(crates, { api: fakeApi(ROWS), permissions: [ROUTE, `${ROUTE}/*`], ui: {} });
  await screen.findByText('Oak crate');
}

const px = (value: string) => Number(value.replace('px', ''));

describe('a list that knows its width', () => {
  it('gives every column its width and scrolls by their sum, so the fixed Actions column covers nothing while it fits', async () => {
    await renderCrates();
    const cols = [...document.querySelectorAll('.ant-table-content colgroup col')] as HTMLElement[];
    const widths = cols.map((col) => px(col.style.width));
    // Checkbox, name (text), state (select), weight (declared), arrival (date-time), actions.
    expect(widths.slice(0, 5)).toEqual([48, 160, 120, 90, 160]);
    expect(widths.every((width) => width > 0)).toBe(true);
    const table = document.querySelector('.ant-table-content table') as HTMLElement;
    expect(table.style.tableLayout).toBe('fixed');
    expect(px(table.style.width)).toBe(widths.reduce((sum, width) => sum + width, 0));
  });

  it('cuts a value longer than its column with "…" and shows it whole on hover', async () => {
    await renderCrates();
    const state = screen.getByText('Waiting for the carrier to confirm the pick-up slot').closest('[data-cut-text]') as HTMLElement;
    expect(state.style.textOverflow).toBe('ellipsis');
    expect(state.style.whiteSpace).toBe('nowrap');
    // jsdom lays nothing out: the label measures wider than its cell, as a browser measures it.
    Object.defineProperty(state, 'scrollWidth', { value: 320 });
    Object.defineProperty(state, 'clientWidth', { value: 104 });
    fireEvent.mouseEnter(state);
    await waitFor(() => expect(document.querySelector('.ant-tooltip-inner')?.textContent).toBe('Waiting for the carrier to confirm the pick-up slot'));
  });

  it('shows no tooltip for a value that fits', async () => {
    await renderCrates();
    const name = screen.getByText('Oak crate').closest('[data-cut-text]') as HTMLElement;
    fireEvent.mouseEnter(name);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(document.querySelector('.ant-tooltip-inner')).toBeNull();
  });
});

describe('the filter labels', () => {
  it('sit on one line in a column as wide as the longest, never wrapping above their inputs', async () => {
    await renderCrates();
    const bar = screen.getByTestId('filter-bar');
    const labels = [...bar.querySelectorAll('.ant-form-item-label')] as HTMLElement[];
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) {
      expect(label.classList.contains('ant-form-item-label-wrap')).toBe(false);
      expect(label.style.flex).toBe(`0 0 ${filterLabelWidth(['engine.keyword', 'resources.crates.fields.name'])}px`);
      // The text is cut with "…" inside the label, so the colon after it stays on its line.
      expect(label.querySelector('label > [data-cut-text]')).not.toBeNull();
    }
  });

  it('are as wide as the longest label and its colon, within bounds', () => {
    expect(filterLabelWidth(['Name'])).toBe(56);
    expect(filterLabelWidth(['店铺名称'])).toBe(4 * 14 + 14);
    expect(filterLabelWidth(['Fecha de caducidad de la autorización'])).toBe(FILTER_LABEL_MAX);
  });
});
