import { staff } from '../../resources/accounts/staff.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { accountActionsUi, accountCells } from './account-actions-ui.tsx';

/** The platform staff's browser extension (resources/accounts/staff.resource.ts): the account actions and status tag. */
export const resourceUi = resourceUiFor(staff, { actions: accountActionsUi(staff.name), cells: accountCells });
