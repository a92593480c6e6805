import { useCustom } from '@refinedev/core';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_LOG_CHOICES_PATH, type AuditLogChoices } from '../../resources/audit-logs/audit-log-choices.schema.ts';
import type { FieldOption } from '../../resources/engine/fields.ts';
import { EllipsisText } from '../engine/EllipsisText.tsx';

/** The catalogue key of an entity's name: every entity's texts have a title (`resources.<name>.title`). */
const entityLabel = (entity: string) => `resources.${entity}.title`;

/** An entry's entity by its label in the reader's language ("Goods"), its name when it has none. */
export function AuditEntity({ value }: { value: unknown }) {
  const { t } = useTranslation();
  return <>{t(entityLabel(String(value)), { defaultValue: String(value) })}</>;
}

/**
 * The record an entry is about, by its latest title; by its id when it never had one; and
 * "(deleted)" with its id when it is gone, so a deleted record is still told apart.
 */
export function AuditRecord({ row }: { row: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation();
  const title = typeof row.record_title === 'string' && row.record_title ? row.record_title : null;
  const id = `#${String(row.record_id)}`;
  return (
    <span>
      {title ? <EllipsisText text={title} /> : id}
      {row.record_deleted === true && (
        <Typography.Text type="secondary">
          {' '}
          {title ? `${id} ` : ''}
          {t('resources.audit-logs.deleted')}
        </Typography.Text>
      )}
    </span>
  );
}

/** The entity and merchant pick-lists of the log's filters, from the entities and merchants it holds. */
export function useAuditFilterOptions(): { entity?: readonly FieldOption[]; merchant_id?: readonly FieldOption[] } {
  const { result } = useCustom<AuditLogChoices>({
    url: AUDIT_LOG_CHOICES_PATH,
    method: 'get',
    queryOptions: { retry: false, staleTime: 60_000 },
    errorNotification: false,
  });
  const choices = result?.data;
  return useMemo(
    () =>
      choices?.entities
        ? {
            entity: choices.entities.map((entity) => ({ value: entity, label: entityLabel(entity) })),
            // Names are shown as they are: a label that is no catalogue key reads as itself.
            merchant_id: choices.merchants.map((merchant) => ({ value: merchant.id, label: merchant.name })),
          }
        : {},
    [choices],
  );
}
