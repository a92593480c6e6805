import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { coupons } from '../../resources/coupons/coupons.resource.ts';
import { FieldValue } from '../engine/FieldValue.tsx';
import type { EngineRecord } from '../engine/list-columns.tsx';

const fieldOf = (name: string) => coupons.fieldList.find((field) => field.name === name)!;

/** What a coupon is: its value and threshold, how many and how many each, how long a copy lasts, where it shows and what it applies to. */
export function CouponFacts({ coupon }: { coupon: EngineRecord }) {
  const { t } = useTranslation();
  const label = (name: string) => t(`resources.coupons.fields.${name}`);
  const shown = (name: string) => <FieldValue field={fieldOf(name)} value={coupon[name]} full />;
  const item = (name: string, span = 1) => ({ key: name, label: label(name), children: shown(name), span });
  const validity = coupon.validity === 'days' ? [item('valid_days')] : [item('valid_from'), item('valid_until')];
  const targets = coupon.scope === 'goods' ? [item('commodity_ids')] : coupon.scope === 'plans' ? [item('plan_ids')] : [];
  return (
    <Card size="small" data-testid="coupon-facts">
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          item('par_value'),
          item('threshold'),
          item('total'),
          item('per_person_limit'),
          item('validity'),
          ...validity,
          item('scope'),
          ...targets,
          item('display_places', 2),
          item('instructions', 2),
        ]}
      />
    </Card>
  );
}
