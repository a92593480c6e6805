import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../../resources/routes/route-table.ts';
import { clearSavedTabs, useTabs } from '../../../src/shell/useTabs.ts';

const ROUTES: RouteEntry[] = [
  { path: '/homeData', children: [{ path: '/homeData/stats' }] },
  { path: '/content', children: [{ path: '/content/commodityManagement' }, { path: '/content/recycleBin', affix: true }] },
];

function tabsAt(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>;
  return renderHook(() => useTabs(ROUTES, '/homeData/stats'), { wrapper }).result;
}

describe('useTabs with a route declared affix', () => {
  beforeEach(() => clearSavedTabs());

  it('shows its tab from the start, fixed, beside the landing tab and the page opened', () => {
    const tabs = tabsAt('/content/commodityManagement');
    expect(tabs.current.tabs.map(({ path, affix }) => [path, Boolean(affix)])).toEqual([
      ['/homeData/stats', true],
      ['/content/recycleBin', true],
      ['/content/commodityManagement', false],
    ]);
  });

  it('keeps it through close and close all', () => {
    const tabs = tabsAt('/content/commodityManagement');
    act(() => tabs.current.close('/content/recycleBin'));
    act(() => tabs.current.closeAll());
    expect(tabs.current.tabs.map(({ path }) => path)).toEqual(['/homeData/stats', '/content/recycleBin']);
  });
});
