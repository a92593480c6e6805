import { useList } from '@refinedev/core';
import { Card, Empty, List, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { SHOP_DUE_DAYS, SHOP_STATUS, SHOP_STATUSES } from '../../resources/shops/shop-status.ts';
import { formatDateTime } from '../engine/date-format.ts';

/** Disabled and deleted shops need no renewal: the panel leaves them out, as about/to/expire does. */
const LIVE = SHOP_STATUSES.filter((status) => status !== SHOP_STATUS.disabled && status !== SHOP_STATUS.deleted);
const text = (key: string) => `resources.marketplace-shops.${key}`;

/**
 * "About to expire" beside the shop list (spec §3 expiry status 3): the shops whose expiry date
 * falls within 7 days, soonest first, disabled and deleted ones left out. A list query of the shops
 * themselves, so it is read again whenever the list is (an expiry date changed in the form moves a
 * shop in or out at once).
 */
export function ShopsDuePanel({ resource }: { resource: ResourceDefinition }) {
  const { t, i18n } = useTranslation();
  const { result: page, query } = useList<{ id: number; name: string; expire_at: string; status: (typeof LIVE)[number]; time_zone?: string }>({
    resource: resource.name,
    filters: [{ field: 'expiry_status', operator: 'eq', value: 3 }],
    sorters: [{ field: 'expire_at', order: 'asc' }],
    pagination: { currentPage: 1, pageSize: 20 },
    errorNotification: false,
  });
  const due = page.data.filter((shop) => LIVE.includes(shop.status));
  return (
    <Card size="small" title={t(text('aboutToExpire'))} extra={<Tag color="warning">{due.length}</Tag>} data-testid="shops-due">
      {query.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : due.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(text('noneDue'), { days: SHOP_DUE_DAYS })} />
      ) : (
        // Side by side over the list, as many to a row as the width takes.
        <List
          size="small"
          grid={{ gutter: 16, xs: 1, sm: 2, md: 3, lg: 4, xl: 5, xxl: 6 }}
          dataSource={due}
          renderItem={(shop) => (
            <List.Item>
              <List.Item.Meta
                title={<span translate="no">{shop.name}</span>}
                // In the shop's merchant's zone, as the list's Expiry date column reads it.
                description={<Typography.Text type="warning">{formatDateTime(shop.expire_at, i18n.language, shop.time_zone)}</Typography.Text>}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
