import { useCustom } from '@refinedev/core';
import { Card, Col, Empty, Row, Skeleton, Statistic } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { couponSummaryPath, type couponSummary } from '../../resources/coupons/coupon-claims.schema.ts';
import type { z } from 'zod';

const CouponChart = lazy(() => import('./CouponChart.tsx').then((m) => ({ default: m.CouponChart })));

type Summary = z.infer<typeof couponSummary>;
const text = (key: string) => `couponPages.detail.${key}`;

/**
 * A coupon's figures (claimed of its total, used, the redemption rate) and its claims and
 * redemptions per day in the merchant's zone (`GET /api/coupons/:id/summary`), refreshed with the
 * copies list when `version` changes (a redemption, a status move).
 */
export function CouponSummary({ couponId, total, version }: { couponId: number; total: number; version: string }) {
  const { t, i18n } = useTranslation();
  const { query } = useCustom<Summary>({
    url: couponSummaryPath(couponId),
    method: 'get',
    queryOptions: { retry: false, queryKey: ['coupon-summary', couponId, version] },
    errorNotification: false,
  });
  const summary = query.data?.data as Summary | undefined;
  const number = (value: number) => value.toLocaleString(i18n.language);
  const series: [string, string] = [t(text('claims')), t(text('redemptions'))];
  const points = (summary?.days ?? []).flatMap((day) => [
    { day: day.day, series: series[0], value: day.claims },
    { day: day.day, series: series[1], value: day.redemptions },
  ]);
  return (
    <Row gutter={[16, 16]} data-testid="coupon-summary">
      <Col xs={24} lg={8}>
        <Row gutter={[16, 16]}>
          {[
            { key: 'claimed', title: t(text('claimed')), value: summary ? `${number(summary.claimed)} / ${number(total)}` : '—' },
            { key: 'used', title: t(text('used')), value: summary ? number(summary.used) : '—' },
            {
              key: 'rate',
              title: t(text('rate')),
              value: summary ? new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(summary.redemption_rate) : '—',
            },
          ].map((figure) => (
            <Col key={figure.key} xs={24} sm={8} lg={24}>
              <Card size="small" data-testid={`coupon-figure-${figure.key}`}>
                <Statistic title={figure.title} value={figure.value} loading={query.isLoading} />
              </Card>
            </Col>
          ))}
        </Row>
      </Col>
      <Col xs={24} lg={16}>
        <Card size="small" title={t(text('chartTitle'))} style={{ height: '100%' }}>
          {query.isLoading ? (
            <Skeleton active />
          ) : !points.some((point) => point.value > 0) ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(text('chartEmpty'))} data-testid="coupon-chart-empty" />
          ) : (
            <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 260 }} />}>
              <CouponChart
                points={points}
                series={series}
                label={t(text('chartLabel'), { claims: number(summary?.claimed ?? 0), redemptions: number(summary?.used ?? 0) })}
              />
            </Suspense>
          )}
        </Card>
      </Col>
    </Row>
  );
}
