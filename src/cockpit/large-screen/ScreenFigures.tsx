import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Col, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatsFigures } from '../../../resources/stats/stats-query.schema.ts';
import { FigureValue } from '../../home/FigureValue.tsx';
import { FIGURE_ORDER, figureText } from '../../home/KeyFigures.tsx';
import { changeOf, formatChange } from '../../home/stats-format.ts';

/** Green up and red down, bright enough for a dark wall seen from afar. */
const UP = '#73d13d';
const DOWN = '#ff7875';

function Change({ current, previous }: { current: number; previous: number }) {
  const { t } = useTranslation();
  const change = changeOf(current, previous);
  if (change === null) {
    return (
      <Typography.Text className="large-screen-change" aria-label={t('homePage.noPrevious')} data-testid="figure-change">
        —
      </Typography.Text>
    );
  }
  const text = formatChange(change);
  return (
    <Typography.Text
      className="large-screen-change"
      style={{ color: change > 0 ? UP : change < 0 ? DOWN : undefined }}
      aria-label={change >= 0 ? t('homePage.up', { value: text }) : t('homePage.down', { value: text })}
      data-testid="figure-change"
    >
      {change > 0 && <ArrowUpOutlined />}
      {change < 0 && <ArrowDownOutlined />} {text}
    </Typography.Text>
  );
}

/** The period's six key figures in large type, each with its change on the period before. */
export function ScreenFigures({ figures, previous }: { figures?: StatsFigures; previous?: StatsFigures }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[16, 16]} data-testid="screen-figures">
      {FIGURE_ORDER.map((figure) => (
        <Col key={figure} xs={12} md={8} xl={4}>
          <div className="large-screen-figure" data-testid={`figure-${figure}`}>
            <div className="large-screen-figure-label">{t(`homePage.figures.${figure}`)}</div>
            {figures && previous ? (
              <>
                <div className="large-screen-figure-value" data-testid="figure-value">
                  {/* Numbers large, units small; a long duration wraps between its hours and minutes. */}
                  <FigureValue text={figureText(t, figure, figures[figure])} unitClassName="large-screen-figure-unit" suffixWithNumber />
                </div>
                <Change current={figures[figure]} previous={previous[figure]} />
              </>
            ) : (
              <Skeleton active title={false} paragraph={{ rows: 2 }} />
            )}
          </div>
        </Col>
      ))}
    </Row>
  );
}
