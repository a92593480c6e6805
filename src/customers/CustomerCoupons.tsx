import { useCustom } from '@refinedev/core';
import { Alert, Empty, Flex, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COUPON_CODE_LENGTH, type CouponClaim, customerCouponClaimsPath } from '../../resources/coupons/coupon-claims.schema.ts';
import { coupons } from '../../resources/coupons/coupons.resource.ts';
import { intentionOrders } from '../../resources/intention-orders/intention-orders.resource.ts';
import { formatDateTime } from '../engine/date-format.ts';
import { businessZoneTitle } from '../engine/list-columns.tsx';
import { NumberValue } from '../engine/NumberValue.tsx';
import { CodeEntry } from '../marketing/CodeEntry.tsx';
import { couponDetailPath } from '../marketing/marketing-paths.ts';
import { StateTag } from '../marketing/MarketingTags.tsx';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { orderEditPath } from './customer-paths.ts';

const text = (key: string) => `couponPages.customer.${key}`;

/** Redeems one of the customer's copies by the code it shows at the store (`POST …/coupon-claims/redeem`), once. */
function RedeemBox({ customerId, onDone }: { customerId: number; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <CodeEntry
      url={`${customerCouponClaimsPath(customerId)}/redeem`}
      length={COUPON_CODE_LENGTH}
      label={t(text('redeemLabel'))}
      ariaLabel={t(text('redeemLabel'))}
      placeholder={t(text('codePlaceholder'))}
      submit={t(text('redeem'))}
      done={t(text('redeemed'))}
      onDone={onDone}
      testIds={{ root: 'coupon-redeem', input: 'coupon-redeem-code', submit: 'coupon-redeem-submit' }}
    />
  );
}

/**
 * A customer's claimed coupons, newest first (`GET /api/customers/:id/coupon-claims`): the coupon,
 * its value, the code, its state (unused, used, expired), when it was claimed, until when it is
 * valid and when and on which order it was used; whoever may edit customers redeems one by its code.
 */
export function CustomerCoupons({ customerId, canRedeem }: { customerId: number; canRedeem: boolean }) {
  const { t, i18n } = useTranslation();
  const { checker } = useRequiredSession();
  const { query } = useCustom<{ list: CouponClaim[] }>({
    url: customerCouponClaimsPath(customerId),
    method: 'get',
    queryOptions: { retry: false },
    errorNotification: false,
  });
  const claims = (query.data?.data.list ?? []) as CouponClaim[];
  const when = (value: string | null) => (value ? formatDateTime(value, i18n.language) : '—');
  const field = (name: string) => t(`couponClaims.${name}`);
  return (
    <Flex vertical gap={12} data-testid="customer-coupons">
      {canRedeem ? <RedeemBox customerId={customerId} onDone={() => void query.refetch()} /> : <Alert type="info" showIcon message={t(text('readOnly'))} />}
      <Table<CouponClaim>
        size="small"
        rowKey="id"
        loading={query.isLoading}
        dataSource={claims}
        pagination={claims.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(text('empty'))} /> }}
        columns={[
          {
            key: 'coupon',
            title: t('couponPages.claims.coupon'),
            render: (_, row) =>
              checker.can(coupons.route, 'read') ? (
                <Link to={couponDetailPath(row.coupon_id)} translate="no">
                  {row.coupon_name}
                </Link>
              ) : (
                <span translate="no">{row.coupon_name}</span>
              ),
          },
          {
            key: 'par_value',
            title: t('resources.coupons.fields.par_value'),
            align: 'right',
            render: (_, row) => <NumberValue value={Number(row.par_value)} unit="currency" />,
          },
          {
            key: 'code',
            title: field('code'),
            render: (_, row) => (
              <Typography.Text code translate="no">
                {row.code}
              </Typography.Text>
            ),
          },
          { key: 'state', title: field('state'), render: (_, row) => <StateTag words="couponClaims.states" value={row.state} testId="claim-state" /> },
          { key: 'claimed_at', title: businessZoneTitle(field('claimed_at')), render: (_, row) => when(row.claimed_at) },
          { key: 'expires_at', title: businessZoneTitle(field('expires_at')), render: (_, row) => when(row.expires_at) },
          { key: 'used_at', title: businessZoneTitle(field('used_at')), render: (_, row) => when(row.used_at) },
          {
            key: 'order',
            title: field('order_number'),
            render: (_, row) =>
              row.order_id === null ? (
                '—'
              ) : checker.can(intentionOrders.route, 'read') ? (
                <Link to={orderEditPath(row.order_id)}>#{row.order_id}</Link>
              ) : (
                `#${row.order_id}`
              ),
          },
        ]}
      />
    </Flex>
  );
}
