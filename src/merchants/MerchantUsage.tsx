import { Card, Col, Progress, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NumberUnit } from '../../resources/engine/fields.ts';
import type { MerchantDetail } from '../../resources/merchants/merchant-detail.schema.ts';
import { formatNumber } from '../../resources/format/units.ts';
import { dateLocale } from '../i18n/i18n.ts';

type Usage = MerchantDetail['usage'];
const text = (key: string) => `resources.merchants.${key}`;
const ROWS: { key: keyof Usage; label: string; unit: NumberUnit }[] = [
  { key: 'goods', label: text('fields.goods_cap'), unit: 'count' },
  { key: 'plans', label: text('fields.plan_cap'), unit: 'count' },
  { key: 'templates', label: text('fields.template_cap'), unit: 'count' },
  { key: 'accounts', label: text('fields.account_quota'), unit: 'count' },
  { key: 'materialBytes', label: text('detail.materialBytes'), unit: 'bytes' },
];

/** Usage against each cap: used of cap, as a bar that turns red at the cap (a kind nothing counts shows its cap alone). */
export function MerchantUsage({ usage }: { usage: Usage }) {
  const { t, i18n } = useTranslation();
  const format = (value: number, unit: NumberUnit) => formatNumber(value, unit, dateLocale(i18n.language));
  return (
    <Card size="small" title={t(text('detail.usage'))} data-testid="merchant-usage">
      <Row gutter={[16, 16]}>
        {ROWS.map(({ key, label, unit }) => {
          const { used, cap } = usage[key];
          const percent = used === null || cap === 0 ? 0 : Math.min(100, Math.round((used / cap) * 100));
          return (
            <Col key={key} xs={24} sm={12} lg={8} data-testid={`usage-${key}`}>
              <Statistic
                title={t(label)}
                valueRender={() =>
                  used === null ? (
                    <span>
                      {t(text('detail.cap'), { cap: format(cap, unit) })}{' '}
                      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                        {t(text('detail.notCounted'))}
                      </Typography.Text>
                    </span>
                  ) : (
                    <span>{t(text('detail.used'), { used: format(used, unit), cap: format(cap, unit) })}</span>
                  )
                }
              />
              {used !== null && <Progress percent={percent} status={used >= cap ? 'exception' : 'normal'} size="small" />}
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}
