import { apps } from '../../resources/apps/apps.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
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
});
