import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../../resources/index.ts';
import { OPERATOR_PERMISSIONS } from '../../../server/seed/demo-roles.ts';
import { PaletteButton } from '../../../src/palette/PaletteButton.tsx';
import { searchableResources } from '../../../src/palette/palette-entries.ts';
import { PaletteProvider } from '../../../src/palette/PaletteProvider.tsx';
import { rememberRecentRecord, resetRecentRecordsCache } from '../../../src/palette/recent-records.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../src/palette/useRecordSearch.ts';
import { fakeDataProvider, renderInSession } from './refine-harness.tsx';
import { sessionFor } from './session-fixture.ts';

// jsdom lays nothing out and has no Web Animations: kbar's virtual list shows only what fits, so
// give it room, and let its open/close animation be a no-op.
const realRect = HTMLElement.prototype.getBoundingClientRect;
const realOffsetHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight') as PropertyDescriptor;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 20 });
  Element.prototype.animate ??= (() => ({ cancel() {}, finished: Promise.resolve() })) as unknown as Element['animate'];
  HTMLElement.prototype.getBoundingClientRect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 4000, right: 600, width: 600, height: 4000, toJSON: () => ({}) });
});
afterAll(() => {
  HTMLElement.prototype.getBoundingClientRect = realRect;
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', realOffsetHeight);
});
// kbar finishes its open / close animation on a timer (200 / 100 ms): let it fire while the page
// still exists, or it runs after the test environment is gone and fails the run.
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 300));
});
beforeEach(() => {
  localStorage.clear();
  resetRecentRecordsCache();
});

const SHOP_TYPES = { list: [{ id: 3, name: 'Tmall', style_id: 0 }], total: 1 };

async function openPalette(permissions: readonly string[] = OPERATOR_PERMISSIONS) {
  const { provider, custom } = fakeDataProvider((url) => (url === '/api/shop-types' ? SHOP_TYPES : { list: [], total: 0 }));
  await renderInSession(
    <PaletteProvider>
      <PaletteButton />
    </PaletteProvider>,
    { permissions, dataProvider: provider },
  );
  fireEvent.click(screen.getByTestId('open-palette'));
  const search = await screen.findByTestId('palette-search');
  return { custom, search };
}

const itemNames = () => screen.queryAllByTestId('palette-item').map((item) => item.textContent);
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

/**
 * Keys as a fast typist (or a slow phone) sends them: each one edits what the box shows right
 * now, and the next arrives before React has drawn the previous one (no act() between keys).
 */
async function typeFast(input: HTMLInputElement, keys: readonly string[]) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set as (this: HTMLInputElement, value: string) => void;
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    for (const key of keys) {
      setValue.call(input, key === 'Backspace' ? input.value.slice(0, -1) : input.value + key);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

describe('the command palette', () => {
  it('opens on Ctrl+K with the pages, "New" entries and recent records of the session', async () => {
    rememberRecentRecord(1, { resource: 'shop-types', id: 3, title: 'Tmall' });
    const { provider } = fakeDataProvider(() => ({ list: [] }));
    await renderInSession(<PaletteProvider>{null}</PaletteProvider>, { permissions: OPERATOR_PERMISSIONS, dataProvider: provider });
    fireEvent.keyDown(window, { key: 'k', code: 'KeyK', ctrlKey: true });
    expect(await screen.findByPlaceholderText('Search pages, records and actions…')).toBeTruthy();
    await waitFor(() => expect(itemNames()).toEqual(expect.arrayContaining(['TmallShop types', 'Shop types', 'New shop typeShop types'])));
    // Recent records come first, before the pages.
    expect(itemNames()[0]).toBe('TmallShop types');
  });

  it('asks each searchable resource once per query, after the typing pauses', async () => {
    const { custom, search } = await openPalette();
    type(search, 't');
    type(search, 'tm');
    type(search, 'tma');
    await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS / 2));
    expect(custom).not.toHaveBeenCalled();
    await waitFor(() => expect(itemNames()).toContain('Go to shop type: TmallShop types'));
    const { routes, checker } = await sessionFor(OPERATOR_PERMISSIONS);
    const searched = searchableResources(RESOURCES, routes, checker).map((resource) => resource.path);
    expect(searched.length).toBeGreaterThan(1);
    expect(custom.mock.calls.map(([call]) => call.url).sort()).toEqual([...searched].sort());
    for (const [call] of custom.mock.calls) expect(call.query).toEqual({ q: 'tma', pageSize: 5 });
  });

  it('does not search records below 2 characters', async () => {
    const { custom, search } = await openPalette();
    type(search, 'v');
    await act(() => new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 50)));
    expect(custom).not.toHaveBeenCalled();
    expect(screen.getByTestId('palette-footer').textContent).toContain('Type 2 or more characters');
  });

  it('goes to the record the user picks', async () => {
    const { search } = await openPalette();
    type(search, 'tmall');
    fireEvent.click(await screen.findByText('Go to shop type: Tmall'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/businessManagement/shopType?show=3'));
  });

  it('opens the create form from a "New" entry', async () => {
    const { custom, search } = await openPalette();
    type(search, 'new shop');
    // The record search answers after the typing pauses and redraws the list: pick from the settled list.
    await waitFor(() => expect(custom).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    fireEvent.click(await screen.findByText('New shop type'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/businessManagement/shopType?create=1'));
  });

  it('keeps every key typed faster than the palette redraws', async () => {
    const { search } = await openPalette();
    await typeFast(search as HTMLInputElement, [...'sofa', 'Backspace', 'Backspace', 'Backspace', 'Backspace', ...'recycle']);
    expect((search as HTMLInputElement).value).toBe('recycle');
    await waitFor(() => expect(screen.getByTestId('palette-footer').textContent).not.toContain('Type 2 or more characters'));
  });
});
