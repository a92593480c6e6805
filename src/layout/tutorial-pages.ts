/** The tutorials of the top bar (spec §2), by message key under `layout.tutorials`, and the page each opens. */
export const TUTORIAL_PAGES = {
  quickStart: '/help/quick-start.html',
  content: '/help/content.html',
  faq: '/help/faq.html',
} as const;

export type Tutorial = keyof typeof TUTORIAL_PAGES;

export const TUTORIALS = Object.keys(TUTORIAL_PAGES) as Tutorial[];
