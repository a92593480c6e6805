import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Col, Row, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatThousands } from '../../resources/format/numbers.ts';
import type { StatsFigures } from '../../resources/stats/stats-query.schema.ts';
import { FigureValue } from './FigureValue.tsx';
import { changeOf, formatChange, formatCount, formatDuration } from './stats-format.ts';

/** The cards in the order the issue lists them: what viewers did, then what the guides did, then everything. */
export const FIGURE_ORDER = ['views', 'stay_time', 'logins', 'use_time', 'active_sales', 'events'] as const;
type Figure = (typeof FIGURE_ORDER)[number];

const DURATIONS: ReadonlySet<Figure> = new Set(['stay_time', 'use_time']);
const UP = '#389e0d';
const DOWN = '#cf1322';

/** A figure as the card shows it: durations in h/min, counts with the spec's suffixes. */
export function figureText(t: TFunction, figure: Figure, value: number): string {
  return DURATIONS.has(figure) ? formatDuration(t, value) : formatCount(value);
}

function Change({ current, previous, figure }: { current: number; previous: number; figure: Figure }) {
  const { t } = useTranslation();
  const change = changeOf(current, previous);
  if (change === null) {
    return (
      <Tooltip title={t('homePage.noPrevious')}>
        <Typography.Text type="secondary" aria-label={t('homePage.noPrevious')} data-testid="figure-change">
          —
        </Typography.Text>
      </Tooltip>
    );
  }
  const text = formatChange(change);
  const colour = change > 0 ? UP : change < 0 ? DOWN : undefined;
  const said = change >= 0 ? t('homePage.up', { value: text }) : t('homePage.down', { value: text });
  return (
    <Tooltip title={t('homePage.previous', { value: figureText(t, figure, previous) })}>
      <Typography.Text style={{ color: colour }} aria-label={said} data-testid="figure-change">
        {change > 0 && <ArrowUpOutlined />}
        {change < 0 && <ArrowDownOutlined />} {text}
      </Typography.Text>
    </Tooltip>
  );
}

/** The key figures of a period, each with its change against the period just before. */
export function KeyFigures({ figures, previous, loading }: { figures?: StatsFigures; previous?: StatsFigures; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} data-testid="key-figures">
      {FIGURE_ORDER.map((figure) => (
        <Col key={figure} xs={12} md={8} xl={4}>
          <Card size="small" loading={loading || !figures} data-testid={`figure-${figure}`} style={{ height: '100%' }}>
            {figures && previous && (
              <>
                <Typography.Text type="secondary">{t(`homePage.figures.${figure}`)}</Typography.Text>
                <Tooltip title={DURATIONS.has(figure) ? undefined : formatThousands(figures[figure])}>
                  <div className="home-figure-value" data-testid="figure-value">
                    {/* Numbers large, units ("h", "min", "小时", "k") small, so "219 小时 10 分钟" fits a card. */}
                    <FigureValue text={figureText(t, figure, figures[figure])} unitClassName="home-figure-unit" />
                  </div>
                </Tooltip>
                <Change current={figures[figure]} previous={previous[figure]} figure={figure} />
              </>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
