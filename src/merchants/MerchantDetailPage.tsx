import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Result, Skeleton, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { MerchantDetail } from '../../resources/merchants/merchant-detail.schema.ts';
import { merchants } from '../../resources/merchants/merchants.resource.ts';
import { formatDateTime } from '../engine/date-format.ts';
import { PageHeader } from '../engine/PageHeader.tsx';
import { MerchantExpiry } from './MerchantExpiry.tsx';
import { MerchantUsage } from './MerchantUsage.tsx';
import { useMerchantDetail } from './useMerchantDetail.ts';

const text = (key: string) => `resources.merchants.${key}`;

/**
 * `/businessManagement/businessInfo/detail/{id}` (issue 19): one merchant's terms, usage against
 * its caps, its marketplace shops, its orders (each in the period it is in), its accounts and its
 * last audit entries.
 */
export function MerchantDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id } = useParams();
  const { query, data } = useMerchantDetail(id);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(merchants.route)}>
      {t(text('detail.back'))}
    </Button>
  );
  return (
    <div data-testid="merchant-detail">
      <PageHeader actions={back} />
      {query.isError ? (
        <Result
          status="warning"
          title={t(text('detail.loadFailed'))}
          subTitle={(query.error as { message?: string } | null)?.message}
          extra={<Button onClick={() => void query.refetch()}>{t(text('detail.retry'))}</Button>}
        />
      ) : !data ? (
        <Skeleton active />
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          <MerchantTerms merchant={data.merchant} timeZone={data.time_zone} />
          <MerchantUsage usage={data.usage} />
          <MerchantShops shops={data.shops} />
          <MerchantOrders orders={data.orders} />
          <MerchantAccounts accounts={data.accounts} />
          <MerchantAudit audit={data.audit} />
        </Space>
      )}
    </div>
  );
}

function MerchantTerms({ merchant, timeZone }: { merchant: MerchantDetail['merchant']; timeZone: string }) {
  const { t } = useTranslation();
  const label = (field: string) => t(text(`fields.${field}`));
  return (
    <Card size="small" title={String(merchant.name)} data-testid="merchant-terms">
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }}>
        <Descriptions.Item label={label('master_username')}>{String(merchant.master_username ?? '')}</Descriptions.Item>
        <Descriptions.Item label={label('overdue_time')}>
          <MerchantExpiry row={merchant} />
        </Descriptions.Item>
        <Descriptions.Item label={label('status')}>{t(text(`statuses.${String(merchant.status)}`))}</Descriptions.Item>
        <Descriptions.Item label={label('edition')}>{t(text(`editions.${String(merchant.edition)}`))}</Descriptions.Item>
        <Descriptions.Item label={label('template_privilege')}>{t(text(`templatePrivileges.${String(merchant.template_privilege)}`))}</Descriptions.Item>
        <Descriptions.Item label={label('rendering')}>{merchant.rendering ? '✓' : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('appSettings.zone.title')}>
          <span data-testid="merchant-time-zone">{timeZone}</span>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

function MerchantShops({ shops }: { shops: MerchantDetail['shops'] }) {
  const { t, i18n } = useTranslation();
  const shopText = (key: string) => `resources.marketplace-shops.${key}`;
  return (
    <Card size="small" title={t(text('detail.shops'))} data-testid="merchant-shops">
      <Table
        size="small"
        rowKey="id"
        dataSource={shops}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t(text('detail.noShops')) }}
        columns={[
          { title: t(shopText('fields.name')), dataIndex: 'name' },
          { title: t(shopText('fields.shop_id')), dataIndex: 'shop_id' },
          { title: t(shopText('fields.status')), dataIndex: 'status', render: (status: number) => <Tag>{t(shopText(`statuses.${status}`))}</Tag> },
          { title: t(shopText('fields.expire_at')), dataIndex: 'expire_at', render: (value: string) => formatDateTime(value, i18n.language) },
        ]}
      />
    </Card>
  );
}

function MerchantOrders({ orders }: { orders: MerchantDetail['orders'] }) {
  const { t, i18n } = useTranslation();
  const orderText = (key: string) => `resources.orders.${key}`;
  return (
    <Card size="small" title={t(orderText('title'))} data-testid="merchant-orders">
      <Table
        size="small"
        rowKey="id"
        dataSource={orders}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t(text('detail.noOrders')) }}
        columns={[
          { title: t(orderText('fields.number')), dataIndex: 'number' },
          {
            title: t(orderText('fields.product')),
            render: (_: unknown, order: MerchantDetail['orders'][number]) =>
              order.product === 'edition' ? t(orderText(`editions.${order.edition}`)) : `${t(orderText(`services.${order.service}`))} × ${order.quantity}`,
          },
          {
            title: t(orderText('fields.period')),
            render: (_: unknown, order: MerchantDetail['orders'][number]) =>
              order.period === null ? '—' : t(orderText('periodOf'), { period: order.period, periods: order.periods }),
          },
          {
            title: t(orderText('fields.instance_status')),
            dataIndex: 'instance_status',
            render: (status: string | null) => (status ? <Tag>{t(orderText(`statuses.${status}`))}</Tag> : '—'),
          },
          {
            title: t(orderText('fields.period_ends_at')),
            dataIndex: 'period_ends_at',
            render: (value: string | null) => (value ? formatDateTime(value, i18n.language) : '—'),
          },
        ]}
      />
    </Card>
  );
}

function MerchantAccounts({ accounts }: { accounts: MerchantDetail['accounts'] }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t(text('detail.accounts'))} data-testid="merchant-accounts">
      <Table
        size="small"
        rowKey="id"
        dataSource={accounts}
        pagination={accounts.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        scroll={{ x: true }}
        columns={[
          { title: t('resources.merchant-accounts.fields.username'), dataIndex: 'username' },
          { title: t('resources.merchant-accounts.fields.name'), dataIndex: 'name' },
          {
            title: t(text('detail.accounts')),
            dataIndex: 'kind',
            render: (kind: string) => (kind === 'master' ? <Tag color="blue">{t(text('detail.master'))}</Tag> : t(text('detail.sub'))),
          },
          { title: t('resources.merchant-sub-accounts.fields.store_id'), dataIndex: 'store_name' },
          { title: t('resources.merchant-sub-accounts.fields.role_name'), dataIndex: 'role_name' },
          { title: t('resources.merchant-accounts.fields.status'), dataIndex: 'status', render: (status: string) => t(`organisation.status.${status}`) },
        ]}
      />
    </Card>
  );
}

function MerchantAudit({ audit }: { audit: MerchantDetail['audit'] }) {
  const { t, i18n } = useTranslation();
  return (
    <Card size="small" title={t(text('detail.audit'))} data-testid="merchant-audit">
      <Table
        size="small"
        rowKey="id"
        dataSource={audit}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t(text('detail.noAudit')) }}
        columns={[
          { title: t(text('detail.when')), dataIndex: 'created_at', render: (value: string) => formatDateTime(value, i18n.language) },
          { title: t('resources.audit-logs.fields.account_name'), dataIndex: 'account_name' },
          { title: t('resources.audit-logs.fields.action'), dataIndex: 'action', render: (action: string) => t(`resources.audit-logs.actions.${action}`) },
          {
            title: t('resources.audit-logs.fields.entity'),
            dataIndex: 'entity',
            render: (entity: string, row) => `${t(`resources.${entity}.title`, { defaultValue: entity })} · ${row.record_title ?? `#${row.record_id}`}`,
          },
        ]}
      />
    </Card>
  );
}
