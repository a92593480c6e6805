import { systemStyleTemplates } from '../../resources/style-templates/style-templates.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { colorWidget } from './ColorWidget.tsx';

/** The operators' system style templates (resources/style-templates): colours picked, not typed. */
export const resourceUi = resourceUiFor(systemStyleTemplates, { widgets: { color: colorWidget } });
