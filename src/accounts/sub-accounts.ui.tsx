import { subAccounts } from '../../resources/accounts/sub-accounts.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { accountActionsUi, accountCells } from './account-actions-ui.tsx';

/** A merchant's sub-accounts' browser extension (resources/accounts/sub-accounts.resource.ts): the account actions and status tag. */
export const resourceUi = resourceUiFor(subAccounts, { actions: accountActionsUi(subAccounts.name), cells: accountCells });
