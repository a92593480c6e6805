import { apps } from '../../resources/apps/apps.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { AppBackgroundPicker } from './AppBackgroundPicker.tsx';

/** The apps' browser extension (resources/apps/apps.resource.ts). */
export const resourceUi = resourceUiFor(apps, {
  widgets: { 'app-background': { Editor: AppBackgroundPicker } },
});
