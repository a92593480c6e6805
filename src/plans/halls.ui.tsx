import { halls } from '../../resources/plans/plans.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { merchantPlanUi } from './plan-ui.ts';

/** The halls' browser extension (resources/plans/plans.resource.ts). */
export const resourceUi = resourceUiFor(halls, merchantPlanUi(halls));
