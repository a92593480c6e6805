import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TagsView } from '../../../src/layout/TagsView.tsx';
import type { TabsState } from '../../../src/shell/useTabs.ts';
import { renderInApp } from '../render-in-app.tsx';

/** A tags-view state as useTabs hands it over, with its actions recorded. */
function tabsState(current = '/content/commodityManagement'): TabsState {
  return {
    tabs: [
      { path: '/homeData/stats', fullPath: '/homeData/stats', routePath: '/homeData/stats', affix: true },
      { path: '/content/commodityManagement', fullPath: '/content/commodityManagement', routePath: '/content/commodityManagement' },
      { path: '/content/panoEditor/7', fullPath: '/content/panoEditor/7', routePath: '/content/panoEditor/:id', noCache: true },
      { path: '/somewhere/unknown', fullPath: '/somewhere/unknown', routePath: '/somewhere/unknown' },
    ],
    current,
    currentFull: current,
    refreshKeys: {},
    refresh: vi.fn(),
    close: vi.fn(),
    closeOthers: vi.fn(),
    closeAll: vi.fn(),
  };
}

async function show(state = tabsState()) {
  await renderInApp(<TagsView state={state} />, { path: state.current });
  return state;
}

const location = () => screen.getByTestId('location').textContent;
const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });

/** Right-clicks a tab and picks an entry of its context menu. */
async function pick(tabName: string, entry: string) {
  fireEvent.contextMenu(tab(tabName));
  fireEvent.click(await screen.findByRole('menuitem', { name: entry }));
}

describe('TagsView (spec §2 tab bar)', () => {
  it('shows one tab per visited page, titled from the route table, no-name for the unknown', async () => {
    await show();
    expect(screen.getAllByRole('tab').map((element) => element.textContent)).toEqual(['Overview', 'Goods', 'Panorama editor', 'no-name']);
  });

  it('marks only the current page as the active tab', async () => {
    await show();
    expect(tab('Goods').getAttribute('aria-selected')).toBe('true');
    expect(tab('Goods').className).toContain('active');
    for (const name of ['Overview', 'Panorama editor', 'no-name']) expect(tab(name).getAttribute('aria-selected')).toBe('false');
  });

  it('offers a close icon on every tab but the affix one', async () => {
    await show();
    expect(within(tab('Overview')).queryByRole('img', { name: 'Close' })).toBeNull();
    for (const name of ['Goods', 'Panorama editor', 'no-name']) expect(within(tab(name)).getByRole('img', { name: 'Close' })).not.toBeNull();
  });

  it('closes a tab from its icon without opening it', async () => {
    const state = await show();
    fireEvent.click(within(tab('Panorama editor')).getByRole('img', { name: 'Close' }));
    expect(state.close).toHaveBeenCalledWith('/content/panoEditor/7');
    expect(location()).toBe('/content/commodityManagement');
  });

  it('opens a page when its tab is clicked or chosen with Enter', async () => {
    await show();
    fireEvent.click(tab('Overview'));
    expect(location()).toBe('/homeData/stats');
    fireEvent.keyDown(tab('Panorama editor'), { key: 'Enter' });
    expect(location()).toBe('/content/panoEditor/7');
  });

  it.each<[string, keyof Pick<TabsState, 'refresh' | 'close' | 'closeOthers'>]>([
    ['Refresh', 'refresh'],
    ['Close', 'close'],
    ['Close others', 'closeOthers'],
  ])('right-click → %s acts on that tab', async (entry, action) => {
    const state = await show();
    await pick('Panorama editor', entry);
    expect(state[action]).toHaveBeenCalledWith('/content/panoEditor/7');
    for (const other of ['refresh', 'close', 'closeOthers', 'closeAll'] as const) if (other !== action) expect(state[other]).not.toHaveBeenCalled();
  });

  it('right-click → Close all closes all', async () => {
    const state = await show();
    await pick('no-name', 'Close all');
    expect(state.closeAll).toHaveBeenCalledTimes(1);
    expect(state.close).not.toHaveBeenCalled();
  });

  it('cannot close the affix tab from its menu', async () => {
    const state = await show();
    fireEvent.contextMenu(tab('Overview'));
    const close = await screen.findByRole('menuitem', { name: 'Close' });
    expect(close.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(close);
    expect(state.close).not.toHaveBeenCalled();
  });
});
