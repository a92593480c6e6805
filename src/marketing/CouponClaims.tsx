import { DownloadOutlined } from '@ant-design/icons';
import { useCustom } from '@refinedev/core';
import { Button, Card, Empty, Flex, Select, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '../../resources/constants.ts';
import { COUPON_CLAIM_STATES, type CouponClaimRow, type CouponClaimState, couponClaimsPath } from '../../resources/coupons/coupon-claims.schema.ts';
import { coupons } from '../../resources/coupons/coupons.resource.ts';
import { customers } from '../../resources/customers/customers.resource.ts';
import { intentionOrders } from '../../resources/intention-orders/intention-orders.resource.ts';
import { orderEditPath } from '../customers/customer-paths.ts';
import { formatDateTime } from '../engine/date-format.ts';
import { businessZoneTitle } from '../engine/list-columns.tsx';
import { LIST_PAGE_SIZES, listTotalText } from '../engine/list-pagination.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { StateTag } from './MarketingTags.tsx';

const text = (key: string) => `couponPages.claims.${key}`;
/** The copies' column words, shared with their export (resources/coupons/coupons.messages.ts). */
const words = (key: string) => `couponClaims.${key}`;
type Page = { list: CouponClaimRow[]; total: number };

/**
 * A coupon's claimed copies, newest first, a page at a time (`GET /api/coupons/:id/claims`; a guide
 * reads its own customers' only): who claimed it, its code and state, when it was claimed, until
 * when it is valid and when and on which order it was used; one state at a time if wished, and the
 * same copies as a spreadsheet for whoever holds the coupons' export.
 */
export function CouponClaims({ couponId, version }: { couponId: number; version: string }) {
  const { t, i18n } = useTranslation();
  const { checker } = useRequiredSession();
  const [page, setPage] = useState({ current: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [state, setState] = useState<CouponClaimState | undefined>();
  const query = { page: page.current, pageSize: page.pageSize, ...(state ? { state } : {}) };
  const { query: answer } = useCustom<Page>({
    url: couponClaimsPath(couponId),
    method: 'get',
    config: { query },
    queryOptions: { retry: false, queryKey: ['coupon-claims', couponId, query, version] },
    errorNotification: false,
  });
  const data = answer.data?.data as Page | undefined;
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '—');
  const exportHref = `${couponClaimsPath(couponId)}/export${state ? `?state=${state}` : ''}`;
  const canOpenCustomers = checker.can(customers.route, 'read');
  const canOpenOrders = checker.can(intentionOrders.route, 'read');

  return (
    <Card size="small" title={t('couponClaims.sheet')} data-testid="coupon-claims">
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Select
          allowClear
          size="small"
          style={{ width: 150 }}
          placeholder={t(text('allStates'))}
          value={state}
          onChange={(next) => {
            setState(next);
            setPage((current) => ({ ...current, current: 1 }));
          }}
          options={COUPON_CLAIM_STATES.map((value) => ({ value, label: t(`couponClaims.states.${value}`) }))}
          aria-label={t(words('state'))}
          data-testid="coupon-claims-state"
        />
        {checker.can(coupons.route, 'export') && (
          <Button size="small" icon={<DownloadOutlined />} href={exportHref} download data-testid="coupon-claims-export">
            {t(text('export'))}
          </Button>
        )}
      </Flex>
      <Table<CouponClaimRow>
        size="small"
        rowKey="id"
        loading={answer.isLoading}
        dataSource={data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(text('empty'))} /> }}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: LIST_PAGE_SIZES,
          showTotal: () => listTotalText(t, data?.total ?? 0),
          onChange: (current, pageSize) => setPage({ current, pageSize }),
        }}
        columns={[
          {
            key: 'customer',
            title: t(words('customer_nickname')),
            render: (_, row) =>
              canOpenCustomers ? (
                <Link to={`${customers.route}?show=${row.customer_id}`} translate="no">
                  {row.customer_nickname}
                </Link>
              ) : (
                <span translate="no">{row.customer_nickname}</span>
              ),
          },
          { key: 'phone', title: t(words('customer_phone')), render: (_, row) => <span translate="no">{row.customer_phone || '—'}</span> },
          { key: 'code', title: t(words('code')), render: (_, row) => <code translate="no">{row.code}</code> },
          { key: 'state', title: t(words('state')), render: (_, row) => <StateTag words="couponClaims.states" value={row.state} testId="claim-state" /> },
          { key: 'claimed_at', title: businessZoneTitle(t(words('claimed_at'))), render: (_, row) => when(row.claimed_at) },
          { key: 'expires_at', title: businessZoneTitle(t(words('expires_at'))), render: (_, row) => when(row.expires_at) },
          { key: 'used_at', title: businessZoneTitle(t(words('used_at'))), render: (_, row) => when(row.used_at) },
          {
            key: 'order',
            title: t(words('order_number')),
            render: (_, row) =>
              row.order_id === null ? (
                '—'
              ) : canOpenOrders ? (
                <Link to={orderEditPath(row.order_id)} translate="no">
                  {row.order_number ?? `#${row.order_id}`}
                </Link>
              ) : (
                <span translate="no">{row.order_number ?? `#${row.order_id}`}</span>
              ),
          },
        ]}
      />
    </Card>
  );
}
