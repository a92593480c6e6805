import { hallTemplates } from '../../resources/plans/plans.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { templateUi } from './plan-ui.ts';

/** The hall templates' browser extension (resources/plans/plans.resource.ts). */
export const resourceUi = resourceUiFor(hallTemplates, templateUi(hallTemplates));
