import { Card, Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '../../resources/format/numbers.ts';
import { StatsError } from '../home/StatsStates.tsx';
import { COCKPIT_CALLS, type StatsContentKinds, useCockpitCall } from './cockpit-calls.ts';
import { type CockpitFilter, dayBody } from './cockpit-filters.ts';
import { eventsOf } from './DistributionSections.tsx';
import { useTotal } from './OverviewSections.tsx';

/** The content kinds of marketing, whose views the page shows beside the claims and sign-ups. */
const MARKET_CONTENT_KINDS = ['coupon', 'activity'] as const;

/**
 * The marketing figures: the views of coupons and activities (the content days, every channel),
 * and each marketing kind's events in the period from the totals' `by_type` for the page's channel
 * (zero where none came in, which is real: nothing was viewed, claimed or signed up for).
 */
export function MarketSection({ filter, sourceTypes }: { filter: CockpitFilter; sourceTypes: readonly string[] }) {
  const { t } = useTranslation();
  const { query, data } = useTotal(filter);
  const views = useCockpitCall<StatsContentKinds>(COCKPIT_CALLS.contentKinds, dayBody(filter));
  if (query.isError && !data) return <StatsError error={query.error} onRetry={() => void query.refetch()} />;
  const viewsOf = (kind: string) => views.data?.kinds.find((row) => row.kind === kind)?.events ?? 0;
  const kinds = [...sourceTypes.map((kind) => [kind] as const), sourceTypes];
  return (
    <Row gutter={[16, 16]} data-testid="market-figures">
      {MARKET_CONTENT_KINDS.map((kind) => (
        <Col key={kind} xs={12} md={12}>
          <Card size="small" loading={!views.data && !views.query.isError} data-testid={`market-${kind}-views`} style={{ height: '100%' }}>
            <Typography.Text type="secondary">{t(`cockpit.market.views.${kind}`)}</Typography.Text>
            <div className="home-figure-value" data-testid="figure-value">
              {views.query.isError ? '—' : formatThousands(viewsOf(kind))}
            </div>
          </Card>
        </Col>
      ))}
      {kinds.map((kinds, index) => {
        const name = kinds.length === 1 ? kinds[0] : 'all';
        return (
          <Col key={name} xs={12} md={8}>
            <Card size="small" loading={!data} data-testid={`market-${name}`} style={{ height: '100%' }}>
              <Typography.Text type="secondary">{t(`cockpit.market.${name}`)}</Typography.Text>
              <div className="home-figure-value" data-testid="figure-value">
                {formatThousands(eventsOf(data?.by_type ?? [], kinds))}
              </div>
              {index === 0 && <Typography.Text type="secondary">{t('cockpit.market.hint')}</Typography.Text>}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
