import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { customers } from '../../resources/customers/customers.resource.ts';
import { FieldValue } from '../engine/FieldValue.tsx';
import { tagLabel, useTagGroups } from '../engine/useTagGroups.ts';

type CustomerRecord = Record<string, unknown> & { id: number };

/** The profile's fields, in the order a guide reads them: who, whose, how often, the house. */
const SHOWN = [
  'phone',
  'gender',
  'source',
  'sale_id',
  'store_id',
  'last_visit_at',
  'total_visits',
  'orders_count',
  'registered_at',
  'city',
  'address',
  'house_area',
  'style',
  'mp_user_id',
] as const;

const fieldOf = (name: string) => customers.fieldList.find((field) => field.name === name)!;

/**
 * A customer's profile: its fields as the engine writes them (guide and store by name, times in
 * the merchant's zone), an unowned customer and a guest said in words, and its labels.
 */
export function CustomerProfile({ record, actions }: { record: CustomerRecord; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { groups } = useTagGroups(customers.tagArea);
  const tags = (record.tags as string[] | undefined) ?? [];
  const value = (name: (typeof SHOWN)[number]): ReactNode => {
    if (name === 'sale_id' && record.sale_id === null) return <Typography.Text type="secondary">{t('customerPages.nobody')}</Typography.Text>;
    if (name === 'mp_user_id' && !Number(record.mp_user_id)) return <Typography.Text type="secondary">{t('customerPages.guest')}</Typography.Text>;
    if (name === 'mp_user_id') return String(record.mp_user_id);
    return <FieldValue field={fieldOf(name)} value={record[name]} full />;
  };
  const items = [
    ...SHOWN.map((name) => ({ key: name, label: t(`resources.customers.fields.${name}`), children: value(name) })),
    {
      key: 'tags',
      label: t('customerPages.labels'),
      children: tags.length ? (
        <Flex gap={4} wrap>
          {tags.map((tag) => (
            <Tag key={tag} style={{ marginInlineEnd: 0 }}>
              {tagLabel(groups, tag)}
            </Tag>
          ))}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('customerPages.noLabels')}</Typography.Text>
      ),
    },
  ];
  return (
    <Card size="small" title={t('customerPages.profile')} extra={actions} data-testid="customer-profile">
      <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={items} />
    </Card>
  );
}
