import { diyWorks } from '../../../resources/diy-works/diy-works.resource.ts';
import { entityPlugin } from '../../engine/entity-plugin.ts';
import { customerChoices, ownerChoices } from '../customers/customer-choices.ts';
import { commodityChoices, planChoices } from './diy-choices.ts';

/** DIY works are written by customers through `/app-api/` only; the back office reads them, with their references named. */
export const diyWorksServer = entityPlugin(diyWorks, {
  choices: { customer_id: customerChoices, sale_id: ownerChoices, plan_id: planChoices, commodity_ids: commodityChoices },
});
