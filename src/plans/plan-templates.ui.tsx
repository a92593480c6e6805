import { planTemplates } from '../../resources/plans/plans.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { templateUi } from './plan-ui.ts';

/** The real-time rendering plan templates' browser extension (resources/plans/plans.resource.ts). */
export const resourceUi = resourceUiFor(planTemplates, templateUi(planTemplates));
