import { marketplaceShops } from '../../resources/shops/shops.resource.ts';
import { SHOP_STATUS, type ShopStatus, shopTargets } from '../../resources/shops/shop-status.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { ShopAuditDialog, ShopStatusDialog } from './ShopMoveDialog.tsx';
import { ShopStatusTag } from './ShopStatusTag.tsx';
import { expiryStatusCell } from '../lib/ExpiryStatusTag.tsx';
import { ShopsDuePanel } from './ShopsDuePanel.tsx';
import { ShopSwitchDialog, ShopTokenDialog } from './ShopTokenDialog.tsx';

const statusOf = (row: Readonly<Record<string, unknown>>) => Number(row.status) as ShopStatus;

/**
 * The marketplace shops' browser extension (resources/shops/shops.resource.ts): each action is
 * offered only on rows whose status the machine lets it move, with its dialog; status and expiry
 * are shown as tags.
 */
export const resourceUi = resourceUiFor(marketplaceShops, {
  actions: {
    audit: { shownFor: (row) => shopTargets(statusOf(row), 'audit').length > 0, BodyDialog: ShopAuditDialog },
    'change-status': { shownFor: (row) => shopTargets(statusOf(row), 'status').length > 0, BodyDialog: ShopStatusDialog },
    'add-token': { shownFor: (row) => shopTargets(statusOf(row), 'authorise').length > 0, BodyDialog: ShopTokenDialog },
    switch: { shownFor: (row) => statusOf(row) === SHOP_STATUS.authorised && !row.switching, BodyDialog: ShopSwitchDialog },
  },
  cells: { status: ShopStatusTag, expiry_status: expiryStatusCell(marketplaceShops.name) },
  aside: ShopsDuePanel,
});
