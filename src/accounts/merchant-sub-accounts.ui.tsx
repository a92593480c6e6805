import { merchantSubAccounts } from '../../resources/accounts/merchant-accounts.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { accountActionsUi, accountCells } from './account-actions-ui.tsx';

/** The operator's view of every merchant's sub-accounts (resources/accounts/merchant-accounts.resource.ts): the account actions and status tag. */
export const resourceUi = resourceUiFor(merchantSubAccounts, { actions: accountActionsUi(merchantSubAccounts.name), cells: accountCells });
