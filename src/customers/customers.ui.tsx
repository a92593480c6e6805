import { customers } from '../../resources/customers/customers.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { CustomerNicknameCell } from './RecordLinkCells.tsx';

/** The customers' browser extension (resources/customers/customers.resource.ts): the nickname opens the customer's detail page. */
export const resourceUi = resourceUiFor(customers, { cells: { nickname: CustomerNicknameCell } });
