import { styleTemplates } from '../../resources/style-templates/style-templates.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { colorWidget } from './ColorWidget.tsx';

/** A merchant's custom style templates (resources/style-templates): colours picked, not typed. */
export const resourceUi = resourceUiFor(styleTemplates, { widgets: { color: colorWidget } });
