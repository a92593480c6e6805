import type { Vocabulary } from '../../../resources/roles/permission-vocabulary.ts';

/**
 * A small vocabulary as the server answers it: sub-pages (goods tags) listed beside their page,
 * as in the route table, read-only pages, and two flags.
 */
export const VOCABULARY: Vocabulary = {
  tree: [
    {
      path: '/homeData',
      actions: [],
      children: [
        { path: '/homeData/stats', actions: [] },
        { path: '/homeData/dataDetail', actions: [] },
      ],
    },
    {
      path: '/content',
      actions: [],
      children: [
        { path: '/content/storeManagement', actions: ['create', 'edit', 'delete'] },
        { path: '/content/commodityManagement', actions: ['create', 'edit', 'shelve'] },
        { path: '/content/commodityManagement/labelManagement', actions: ['create'] },
        { path: '/content/recycleBin', actions: ['restore', 'purge'] },
      ],
    },
  ],
  flags: ['appDownload', 'settingCenter/language'],
};

/** Every box below `/content`: what `/content/*` checks. */
export const CONTENT_LEAVES = [
  '/content/storeManagement',
  '/content/storeManagement/create',
  '/content/storeManagement/edit',
  '/content/storeManagement/delete',
  '/content/commodityManagement',
  '/content/commodityManagement/create',
  '/content/commodityManagement/edit',
  '/content/commodityManagement/shelve',
  '/content/commodityManagement/labelManagement',
  '/content/commodityManagement/labelManagement/create',
  '/content/recycleBin',
  '/content/recycleBin/restore',
  '/content/recycleBin/purge',
];
