import { Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '../../resources/format/numbers.ts';
import { formatCount } from '../home/stats-format.ts';
import { COCKPIT_CALLS, type StatsVisitors, useCockpitCall } from './cockpit-calls.ts';
import { type CockpitFilter, dayBody } from './cockpit-filters.ts';
import { LazyChart } from './LazyChart.tsx';
import { SectionCard } from './SectionCard.tsx';

const COUNTS = ['visitors', 'new_visitors', 'returning_visitors', 'visits'] as const;

/**
 * New and returning visitors and visits per visitor (`POST …/stats/visitors`): viewers first seen in
 * the period against those seen before it, and how many visits each paid. A guide sees its own.
 */
export function VisitorsSection({ filter }: { filter: CockpitFilter }) {
  const { t } = useTranslation();
  const { query, data } = useCockpitCall<StatsVisitors>(COCKPIT_CALLS.visitors, dayBody(filter));
  return (
    <SectionCard title={t('cockpit.sections.visitors')} testId="visitors" query={query} ready={Boolean(data)}>
      {data && (
        <>
          <Row gutter={[16, 8]}>
            {COUNTS.map((count) => (
              <Col key={count} xs={12} sm={6}>
                <Statistic title={t(`cockpit.visitors.${count}`)} value={formatCount(data[count])} data-testid={`visitors-${count}`} />
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 8]} style={{ marginTop: 8 }}>
            <Col xs={24} md={12}>
              <LazyChart
                shape="share"
                data={[
                  { label: t('cockpit.visitors.new_visitors'), value: data.new_visitors },
                  { label: t('cockpit.visitors.returning_visitors'), value: data.returning_visitors },
                ]}
                label={t('cockpit.visitors.visitors')}
                format={formatThousands}
                emptyText={t('cockpit.noData')}
              />
            </Col>
            <Col xs={24} md={12}>
              <LazyChart
                shape="column"
                data={data.visits_per_visitor.map((row) => ({
                  // A range reads in the plural of its upper end: "1 visit", "2-3 visits", "11+ visits".
                  label: t('cockpit.visitors.bucket', { visits: row.bucket, count: Number(row.bucket.match(/\d+/g)?.at(-1)) }),
                  value: row.visitors,
                }))}
                label={t('cockpit.visitors.perVisitor')}
                format={formatThousands}
                emptyText={t('cockpit.noData')}
              />
            </Col>
          </Row>
        </>
      )}
    </SectionCard>
  );
}
