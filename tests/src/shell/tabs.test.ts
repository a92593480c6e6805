import { describe, expect, it } from 'vitest';
import { addTab, closeAllTabs, closeOtherTabs, closeTab, neighbourAfterClose, type Tab } from '../../../src/shell/tabs.ts';

const tab = (fullPath: string, affix = false): Tab => ({ path: fullPath.split('?')[0], fullPath, routePath: fullPath.split('?')[0], affix });
const paths = (tabs: Tab[]) => tabs.map((t) => t.path);
const start = [tab('/homeData/stats', true), tab('/content/commodityManagement'), tab('/content/albumManagement'), tab('/myAccount/accountManagement')];

describe('tags view rules (spec §2)', () => {
  it('adds a view only if its path is not already present', () => {
    expect(paths(addTab(start, tab('/content/albumManagement')))).toEqual(paths(start));
  });

  it('keeps one tab per page whatever its query, remembering where the page was left', () => {
    const moved = addTab(start, tab('/content/albumManagement?page=2'));
    expect(paths(moved)).toEqual(paths(start));
    expect(moved[2].fullPath).toBe('/content/albumManagement?page=2');
    expect(neighbourAfterClose(moved, closeTab(moved, '/content/commodityManagement'), '/content/commodityManagement')).toBe('/content/albumManagement?page=2');
  });

  it('never closes the affix view', () => {
    expect(paths(closeTab(start, '/homeData/stats'))).toEqual(paths(start));
    expect(paths(closeTab(start, '/content/albumManagement'))).not.toContain('/content/albumManagement');
  });

  it('close others keeps the chosen view and the affix views', () => {
    expect(paths(closeOtherTabs(start, '/content/albumManagement'))).toEqual(['/homeData/stats', '/content/albumManagement']);
  });

  it('close all keeps only the affix views', () => {
    expect(paths(closeAllTabs(start))).toEqual(['/homeData/stats']);
  });

  it.each([
    ['/content/albumManagement', '/myAccount/accountManagement'],
    ['/myAccount/accountManagement', '/content/albumManagement'],
  ])('after closing %s the next view is %s', (closed, next) => {
    expect(neighbourAfterClose(start, closeTab(start, closed), closed)).toBe(next);
  });
});
