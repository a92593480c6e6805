import { ArrowLeftOutlined, EditOutlined, TagsOutlined } from '@ant-design/icons';
import { type HttpError, useOne } from '@refinedev/core';
import { Button, Card, Flex, Result, Skeleton, Space, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { PRODUCT_TITLE } from '../../resources/constants.ts';
import { activities } from '../../resources/activities/activities.resource.ts';
import { customers } from '../../resources/customers/customers.resource.ts';
import { diyWorks } from '../../resources/diy-works/diy-works.resource.ts';
import { intentionOrders } from '../../resources/intention-orders/intention-orders.resource.ts';
import { RecordDrawer } from '../engine/RecordDrawer.tsx';
import { RecordTagsEditor } from '../engine/RecordTagsEditor.tsx';
import { ResourceUiProvider } from '../engine/resource-ui.ts';
import type { DrawerState } from '../engine/useRecordDrawer.ts';
import { useResourceAbilities } from '../engine/useResourceAbilities.ts';
import { AppointmentsTable } from '../marketing/AppointmentsTable.tsx';
import { ErrorPage } from '../pages/errors/ErrorPage.tsx';
import { useRequiredSession } from '../session/SessionContext.tsx';
import { CustomerCoupons } from './CustomerCoupons.tsx';
import { CustomerNotes } from './CustomerNotes.tsx';
import { CustomerOrders } from './CustomerOrders.tsx';
import { CustomerProfile } from './CustomerProfile.tsx';
import { CustomerTimeline } from './CustomerTimeline.tsx';
import { CustomerWorks } from './CustomerWorks.tsx';
import { resourceUi } from './customers.ui.tsx';

const text = (key: string) => `customerPages.${key}`;
const positiveId = (value: string | undefined) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null);

/** The page's title is the customer's nickname, in the heading and the browser's tab alike. */
function useCustomerTitle(nickname: string | undefined) {
  const { i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is a trigger: the shell writes the route's title again when it changes
  useEffect(() => {
    if (nickname) document.title = `${nickname} - ${PRODUCT_TITLE}`;
  }, [nickname, i18n.language]);
}

/**
 * `/customManagement/detail/{id}/{userId}` (issue 36): one customer's profile with Edit (the
 * engine's own drawer and form) and its labels, then its visit timeline, intention orders, DIY
 * works, the guides' notes, its claimed coupons (redeemed by code here) and its appointments
 * (issue 37). A customer the session does not see (another guide's, another merchant's, a missing
 * one) is the app's not-found page.
 */
export function CustomerDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = positiveId(useParams().id);
  const { checker } = useRequiredSession();
  const abilities = useResourceAbilities(customers);
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const [labelling, setLabelling] = useState(false);
  const { result: record, query } = useOne({
    resource: customers.name,
    id: id ?? undefined,
    queryOptions: { enabled: id !== null, retry: false },
    errorNotification: false,
  });
  const customer = query.isError ? undefined : (record as (Record<string, unknown> & { id: number }) | undefined);
  useCustomerTitle(customer ? String(customer.nickname) : undefined);

  const status = (query.error as HttpError | null)?.statusCode;
  if (id === null || status === 404) return <ErrorPage kind="404" />;
  if (query.isError)
    return <Result status="warning" title={t(text('loadFailed'))} extra={<Button onClick={() => void query.refetch()}>{t(text('retry'))}</Button>} />;
  if (!customer) return <Skeleton active />;

  const actions = (
    <Space wrap>
      {abilities.tags && (
        <Button icon={<TagsOutlined />} onClick={() => setLabelling(true)} data-testid="customer-labels">
          {t(text('editLabels'))}
        </Button>
      )}
      {abilities.edit && (
        <Button type="primary" icon={<EditOutlined />} onClick={() => setDrawer({ mode: 'edit', id: customer.id })} data-testid="customer-edit">
          {t(text('edit'))}
        </Button>
      )}
    </Space>
  );
  const tabs = [
    { key: 'timeline', label: t(text('tabs.timeline')), children: <CustomerTimeline customerId={customer.id} /> },
    ...(checker.can(intentionOrders.route, 'read')
      ? [{ key: 'orders', label: t(text('tabs.orders')), children: <CustomerOrders customerId={customer.id} /> }]
      : []),
    ...(checker.can(diyWorks.route, 'read') ? [{ key: 'works', label: t(text('tabs.works')), children: <CustomerWorks customerId={customer.id} /> }] : []),
    { key: 'notes', label: t(text('tabs.notes')), children: <CustomerNotes customerId={customer.id} canAdd={checker.can(customers.route, 'edit')} /> },
    {
      key: 'coupons',
      label: t('couponPages.customer.tab'),
      children: <CustomerCoupons customerId={customer.id} canRedeem={checker.can(customers.route, 'edit')} />,
    },
    // Appointments are read on the activity centre's permission (their moves need its `edit`).
    ...(checker.can(activities.route, 'read')
      ? [{ key: 'appointments', label: t('activityPages.appointments.customerTab'), children: <AppointmentsTable by="customer_id" id={customer.id} /> }]
      : []),
  ];
  return (
    <ResourceUiProvider value={resourceUi}>
      <div data-testid="customer-detail">
        <Flex className="page-header" align="center" justify="space-between" wrap gap={8} style={{ marginBottom: 16 }}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20, lineHeight: '32px' }} translate="no">
            {String(customer.nickname)}
          </Typography.Title>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(customers.route)}>
            {t(text('back'))}
          </Button>
        </Flex>
        <Flex vertical gap={16}>
          <CustomerProfile record={customer} actions={actions} />
          <Card size="small">
            <Tabs items={tabs} />
          </Card>
        </Flex>
        <RecordDrawer resource={customers} abilities={abilities} state={drawer} onOpen={(next) => setDrawer(next)} onClose={() => setDrawer(null)} />
        <RecordTagsEditor resource={customers} id={labelling ? customer.id : null} onClose={() => setLabelling(false)} />
      </div>
    </ResourceUiProvider>
  );
}
