import { marketplaceShops } from '../../resources/shops/shops.resource.ts';
import { SHOP_STATUS, type ShopStatus } from '../../resources/shops/shop-status.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { ShopAuditDialog, ShopStatusDialog } from './ShopMoveDialog.tsx';
import { ShopStatusTag } from './ShopStatusTag.tsx';
import { expiryStatusCell } from '../lib/ExpiryStatusTag.tsx';
import { ShopsDuePanel } from './ShopsDuePanel.tsx';
import { ShopSwitchDialog, ShopTokenDialog } from './ShopTokenDialog.tsx';

const statusOf = (row: Readonly<Record<string, unknown>>) => Number(row.status) as ShopStatus;

/**
 * The marketplace shops' browser extension (resources/shops/shops.resource.ts): each action's
 * dialog (the status machine there decides on which rows an action is offered); switching only on
 * an authorised shop not already switching; status and expiry shown as tags.
 */
export const resourceUi = resourceUiFor(marketplaceShops, {
  actions: {
    audit: { BodyDialog: ShopAuditDialog },
    'change-status': { BodyDialog: ShopStatusDialog },
    'add-token': { BodyDialog: ShopTokenDialog },
    switch: { shownFor: (row) => statusOf(row) === SHOP_STATUS.authorised && !row.switching, BodyDialog: ShopSwitchDialog },
  },
  cells: { status: ShopStatusTag, expiry_status: expiryStatusCell(marketplaceShops.name) },
  // A notice over the list, so the list keeps the page's width for its columns at 1440 px.
  aside: ShopsDuePanel,
  asideAbove: true,
});
