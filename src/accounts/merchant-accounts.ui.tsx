import { merchantAccounts } from '../../resources/accounts/merchant-accounts.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { accountActionsUi, accountCells } from './account-actions-ui.tsx';
import { QuotaDialog } from './QuotaDialog.tsx';

/**
 * The operator's view of merchants' master accounts (resources/accounts/merchant-accounts.resource.ts):
 * the account actions and status tag, plus setting a merchant's sub-account quota in a dialog.
 */
export const resourceUi = resourceUiFor(merchantAccounts, {
  actions: { ...accountActionsUi(merchantAccounts.name), quota: { BodyDialog: QuotaDialog } },
  cells: accountCells,
});
