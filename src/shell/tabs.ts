/** One tab of the tags view (spec §2): a visited page. */
export interface Tab {
  /** The full path visited, query included: the tab's identity. */
  path: string;
  /** The route table entry it renders (pattern form). */
  routePath: string;
  affix?: boolean;
  noCache?: boolean;
}

/** A view is added only if its path is not already present. */
export function addTab(tabs: Tab[], tab: Tab): Tab[] {
  return tabs.some((existing) => existing.path === tab.path) ? tabs : [...tabs, tab];
}

/** Affix tabs (the landing page) never close. */
export function closeTab(tabs: Tab[], path: string): Tab[] {
  return tabs.filter((tab) => tab.path !== path || tab.affix);
}

export function closeOtherTabs(tabs: Tab[], path: string): Tab[] {
  return tabs.filter((tab) => tab.path === path || tab.affix);
}

export function closeAllTabs(tabs: Tab[]): Tab[] {
  return tabs.filter((tab) => tab.affix);
}

/** Where to go after closing `closed`: its right neighbour, else its left, else the last tab. */
export function neighbourAfterClose(before: Tab[], after: Tab[], closed: string): string | undefined {
  const index = before.findIndex((tab) => tab.path === closed);
  const candidates = [...before.slice(index + 1), ...before.slice(0, index).reverse()];
  return candidates.find((tab) => after.some((kept) => kept.path === tab.path))?.path ?? after.at(-1)?.path;
}
