import { plans } from '../../resources/plans/plans.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { merchantPlanUi } from './plan-ui.ts';

/** The plans' browser extension (resources/plans/plans.resource.ts). */
export const resourceUi = resourceUiFor(plans, merchantPlanUi(plans));
