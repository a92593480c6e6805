import { EditOutlined } from '@ant-design/icons';
import { type HttpError, useOne } from '@refinedev/core';
import { Button, Flex, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { coupons } from '../../resources/coupons/coupons.resource.ts';
import type { EngineRecord } from '../engine/list-columns.tsx';
import { ResourceUiProvider } from '../engine/resource-ui.ts';
import { useResourceAbilities } from '../engine/useResourceAbilities.ts';
import { ErrorPage } from '../pages/errors/ErrorPage.tsx';
import { CouponClaims } from './CouponClaims.tsx';
import { CouponFacts } from './CouponFacts.tsx';
import { CouponSummary } from './CouponSummary.tsx';
import { resourceUi } from './coupons.ui.tsx';
import { couponEditPath, positiveId } from './marketing-paths.ts';
import { StateTag } from './MarketingTags.tsx';
import { PageHeading } from './PageHeading.tsx';
import { RecordMoveButtons } from './RecordMoveButtons.tsx';

const text = (key: string) => `couponPages.${key}`;

/**
 * `/marketingManagement/couponManagement/detail/{id}` (issue 37): a coupon's status with the moves
 * it offers and Edit, what it is, its figures (claimed of the total, used, the redemption rate),
 * its claims and redemptions per day, and its claimed copies with their export. A missing or
 * foreign coupon is the app's not-found page.
 */
export function CouponDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = positiveId(useParams().id);
  const abilities = useResourceAbilities(coupons);
  const { result, query } = useOne({
    resource: coupons.name,
    id: id ?? undefined,
    queryOptions: { enabled: id !== null, retry: false },
    errorNotification: false,
  });
  const coupon = query.isError ? undefined : (result as EngineRecord | undefined);

  const status = (query.error as HttpError | null)?.statusCode;
  if (id === null || status === 404) return <ErrorPage kind="404" />;
  if (query.isError)
    return <Result status="warning" title={t(text('loadFailed'))} extra={<Button onClick={() => void query.refetch()}>{t(text('retry'))}</Button>} />;
  if (!coupon) return <Skeleton active />;

  // A move, an edit or a redemption elsewhere changes the record: the figures and copies follow it.
  const version = `${String(coupon.updated_at)}:${String(coupon.claimed_count)}:${String(coupon.used_count)}`;
  return (
    <ResourceUiProvider value={resourceUi}>
      <div data-testid="coupon-detail">
        <PageHeading
          title={String(coupon.name)}
          back={() => navigate(coupons.route)}
          backLabel={t(text('backToList'))}
          extra={
            <>
              <StateTag words="resources.coupons.statuses" value={coupon.status} testId="coupon-status" />
              <RecordMoveButtons
                resource={coupons}
                record={coupon}
                testId="coupon-action"
                remove={{ title: t(text('removeConfirm')), description: t(text('removeHint')), cancel: t(text('cancel')) }}
              />
              {abilities.edit && coupon.status !== 'deleted' && (
                <Button icon={<EditOutlined />} onClick={() => navigate(couponEditPath(coupon.id))} data-testid="coupon-edit">
                  {t(text('edit'))}
                </Button>
              )}
            </>
          }
        />
        <Flex vertical gap={16}>
          <CouponFacts coupon={coupon} />
          <CouponSummary couponId={coupon.id} total={Number(coupon.total)} version={version} />
          <CouponClaims couponId={coupon.id} version={version} />
        </Flex>
      </div>
    </ResourceUiProvider>
  );
}
