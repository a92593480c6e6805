import { ArrowLeftOutlined } from '@ant-design/icons';
import { type HttpError, useOne } from '@refinedev/core';
import { Button, Card, Flex, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { intentionOrders } from '../../resources/intention-orders/intention-orders.resource.ts';
import type { EngineRecord } from '../engine/list-columns.tsx';
import { ResourceForm } from '../engine/ResourceForm.tsx';
import { ResourceShow } from '../engine/ResourceShow.tsx';
import { ResourceUiProvider } from '../engine/resource-ui.ts';
import { useResourceAbilities } from '../engine/useResourceAbilities.ts';
import { useUnsavedGuard } from '../engine/useUnsavedGuard.ts';
import { ErrorPage } from '../pages/errors/ErrorPage.tsx';
import { resourceUi } from './intention-orders.ui.tsx';
import { OrderHeader } from './OrderHeader.tsx';

const FORM = 'order-edit-form';
const positiveId = (value: string | undefined) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null);

/**
 * `/customManagement/orderEdit/{id}` (issue 36): an intention order's header with its status
 * change, and its room, note and goods lines in the engine's own form (the `order-items` widget).
 * The server prices the lines on Save; the form then shows its names, prices and totals, and a
 * refused line carries its message (`items.2.commodity_id`). A missing or foreign order is the
 * app's not-found page.
 */
export function OrderEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = positiveId(useParams().id);
  const abilities = useResourceAbilities(intentionOrders);
  const [dirty, setDirty] = useState(false);
  const { confirmLeave } = useUnsavedGuard(dirty);
  const { result, query } = useOne({
    resource: intentionOrders.name,
    id: id ?? undefined,
    queryOptions: { enabled: id !== null, retry: false },
    errorNotification: false,
  });
  const order = query.isError ? undefined : (result as EngineRecord | undefined);

  const status = (query.error as HttpError | null)?.statusCode;
  if (id === null || status === 404) return <ErrorPage kind="404" />;
  if (query.isError)
    return (
      <Result status="warning" title={t('customerPages.loadFailed')} extra={<Button onClick={() => void query.refetch()}>{t('customerPages.retry')}</Button>} />
    );
  if (!order) return <Skeleton active />;

  // The form starts again from what the server answered once the lines it priced arrive; a status change alone keeps the edits.
  const saved = JSON.stringify([order.items, order.room, order.note]);
  return (
    <ResourceUiProvider value={resourceUi}>
      <div data-testid="order-edit">
        <Flex className="page-header" align="center" justify="space-between" wrap gap={8} style={{ marginBottom: 16 }}>
          <Typography.Title level={2} style={{ margin: 0, fontSize: 20, lineHeight: '32px' }} translate="no">
            {String(order.number)}
          </Typography.Title>
          <Button icon={<ArrowLeftOutlined />} onClick={() => confirmLeave(() => navigate(intentionOrders.route))}>
            {t('customerPages.backToOrders')}
          </Button>
        </Flex>
        <Flex vertical gap={16}>
          <OrderHeader order={order} />
          <Card size="small">
            {abilities.edit ? (
              <>
                <ResourceForm key={saved} resource={intentionOrders} id={order.id} name={FORM} onDirtyChange={setDirty} onSaved={() => setDirty(false)} />
                <Flex justify="flex-end">
                  <Button type="primary" htmlType="submit" form={FORM} data-testid="save">
                    {t('customerPages.order.save')}
                  </Button>
                </Flex>
              </>
            ) : (
              <ResourceShow resource={intentionOrders} id={order.id} />
            )}
          </Card>
        </Flex>
      </div>
    </ResourceUiProvider>
  );
}
