import { subSellerAccounts } from '../../resources/accounts/sub-accounts.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { accountActionsUi, accountCells } from './account-actions-ui.tsx';

/** A store manager's guide accounts' browser extension (resources/accounts/sub-accounts.resource.ts): the account actions and status tag. */
export const resourceUi = resourceUiFor(subSellerAccounts, { actions: accountActionsUi(subSellerAccounts.name), cells: accountCells });
