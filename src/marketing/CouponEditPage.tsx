import { type HttpError, useOne } from '@refinedev/core';
import { Button, Card, Flex, Result, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { coupons } from '../../resources/coupons/coupons.resource.ts';
import type { EngineRecord } from '../engine/list-columns.tsx';
import { ResourceForm } from '../engine/ResourceForm.tsx';
import { ResourceShow } from '../engine/ResourceShow.tsx';
import { ResourceUiProvider } from '../engine/resource-ui.ts';
import { useResourceAbilities } from '../engine/useResourceAbilities.ts';
import { useUnsavedGuard } from '../engine/useUnsavedGuard.ts';
import { ErrorPage } from '../pages/errors/ErrorPage.tsx';
import { resourceUi } from './coupons.ui.tsx';
import { COUPON_FORM_WIDGETS, couponForm } from './coupon-form.tsx';
import { couponDetailPath, NEW_COUPON, positiveId } from './marketing-paths.ts';
import { PageHeading } from './PageHeading.tsx';
import './marketing.css';

const FORM = 'coupon-edit-form';
const text = (key: string) => `couponPages.${key}`;

/**
 * `/marketingManagement/couponManagement/edit/{id}` (issue 37): the coupon's whole form on a page
 * of its own; `edit/new` creates one (the spec has no create view for coupons) and then shows its
 * detail. Fixed dates or days from the claim, and everything or chosen goods or plans, each show
 * only the fields of the choice made. A missing or foreign coupon is the app's not-found page.
 */
export function CouponEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const param = useParams().id;
  const creating = param === NEW_COUPON;
  const id = creating ? null : positiveId(param);
  const abilities = useResourceAbilities(coupons);
  const [dirty, setDirty] = useState(false);
  const { confirmLeave } = useUnsavedGuard(dirty);
  const ui = useMemo(() => ({ ...resourceUi, widgets: COUPON_FORM_WIDGETS }), []);
  const { result, query } = useOne({
    resource: coupons.name,
    id: id ?? undefined,
    queryOptions: { enabled: id !== null, retry: false },
    errorNotification: false,
  });
  const coupon = query.isError ? undefined : (result as EngineRecord | undefined);

  const status = (query.error as HttpError | null)?.statusCode;
  if ((!creating && id === null) || status === 404) return <ErrorPage kind="404" />;
  if (creating && !abilities.create) return <ErrorPage kind="401" />;
  if (query.isError)
    return <Result status="warning" title={t(text('loadFailed'))} extra={<Button onClick={() => void query.refetch()}>{t(text('retry'))}</Button>} />;
  if (!creating && !coupon) return <Skeleton active />;

  const back = () => confirmLeave(() => navigate(coupon ? couponDetailPath(coupon.id) : coupons.route));
  const editable = creating || abilities.edit;
  return (
    <ResourceUiProvider value={ui}>
      <div data-testid="coupon-edit">
        <PageHeading title={coupon ? String(coupon.name) : t(text('newTitle'))} back={back} backLabel={t(coupon ? text('backToCoupon') : text('backToList'))} />
        <Card size="small" style={{ maxWidth: 880 }}>
          {editable ? (
            <>
              <ResourceForm
                key={coupon ? String(coupon.updated_at) : 'new'}
                resource={couponForm}
                id={coupon?.id}
                name={FORM}
                onDirtyChange={setDirty}
                onSaved={(saved) => {
                  setDirty(false);
                  if (creating) navigate(couponDetailPath(saved.id), { replace: true });
                }}
              />
              <Flex justify="flex-end" gap={8}>
                <Button onClick={back}>{t(text('cancel'))}</Button>
                <Button type="primary" htmlType="submit" form={FORM} data-testid="save">
                  {t(creating ? text('create') : text('save'))}
                </Button>
              </Flex>
            </>
          ) : (
            <ResourceShow resource={coupons} id={coupon!.id} />
          )}
        </Card>
      </div>
    </ResourceUiProvider>
  );
}
