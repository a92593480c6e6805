import { APP_STORE_CHOICES_PATH, apps } from '../../resources/apps/apps.resource.ts';
import type { EngineRecord } from '../engine/list-columns.tsx';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { shareDialogFor } from '../lib/ShareDialog.tsx';
import { AppCoverCell, AppNameCell } from './app-cells.tsx';
import { AppBackgroundPicker } from './AppBackgroundPicker.tsx';
import { AppShareCell } from './AppShareCell.tsx';
import { StyleTemplatesLink } from './StyleTemplatesLink.tsx';

/**
 * The apps' browser extension (resources/apps/apps.resource.ts): the cover from its thumbnails,
 * the name linking to the preview page, and the backgrounds picked from the background library.
 */
export const resourceUi = resourceUiFor(apps, {
  cells: { cover_pic: AppCoverCell, name: AppNameCell, status: AppShareCell },
  widgets: { 'app-background': { Editor: AppBackgroundPicker } },
  headerActions: StyleTemplatesLink,
  actions: {
    share: { BodyDialog: shareDialogFor(apps.name, APP_STORE_CHOICES_PATH) },
    unshare: { shownFor: (app: EngineRecord) => app.visibility !== 'none' },
    shelve: { shownFor: (app: EngineRecord) => app.status === 'published' && !app.on_shelf },
    unshelve: { shownFor: (app: EngineRecord) => app.on_shelf === true },
    publish: { shownFor: (app: EngineRecord) => app.status !== 'published' },
  },
});
