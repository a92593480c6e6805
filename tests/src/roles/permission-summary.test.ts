import { describe, expect, it } from 'vitest';
import { summarisePermissions } from '../../../src/roles/permission-summary.ts';

describe('a role’s permissions grouped for its detail view', () => {
  it('gives one entry per page: everything, or View and its actions, then the flags', () => {
    const summary = summarisePermissions(['/content/*', '/customManagement/order', '/customManagement/order/edit', '/homeData/stats', 'appDownload']);
    expect(summary).toEqual({
      pages: [
        { path: '/content', all: true, read: false, actions: [] },
        { path: '/customManagement/order', all: false, read: true, actions: ['edit'] },
        { path: '/homeData/stats', all: false, read: true, actions: [] },
      ],
      flags: ['appDownload'],
    });
  });

  it('reads a sub-page named like no action as a page of its own', () => {
    expect(summarisePermissions(['/content/commodityManagement/labelManagement']).pages).toEqual([
      { path: '/content/commodityManagement/labelManagement', all: false, read: true, actions: [] },
    ]);
  });
});
