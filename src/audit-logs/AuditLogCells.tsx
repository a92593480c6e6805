import { useCustom } from '@refinedev/core';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditMove } from '../../resources/audit-logs/audit-logs.resource.ts';
import { stateLabel } from '../../resources/engine/machines.ts';
import { AUDIT_LOG_CHOICES_PATH, type AuditLogChoices } from '../../resources/audit-logs/audit-log-choices.schema.ts';
import { resourceNamed } from '../../resources/index.ts';
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

/**
 * What the user did besides the kind of write, by the entity's label for its action ("Submit")
 * or the log's own ("Scenes saved"), with each state it moved as "Status: Draft → Submitted".
 */
export function AuditOperation({ row }: { row: Readonly<Record<string, unknown>> }) {
  const { t } = useTranslation();
  const entity = String(row.entity);
  const operation = typeof row.operation === 'string' ? row.operation : null;
  const moves = Array.isArray(row.moves) ? (row.moves as AuditMove[]) : [];
  if (!operation) return null;
  const fields = resourceNamed(entity)?.fieldList ?? [];
  const label = t(`resources.${entity}.actions.${operation}`, { defaultValue: t(`resources.audit-logs.operations.${operation}`, { defaultValue: operation }) });
  return (
    <span>
      {label}
      {moves.map((move) => (
        <Typography.Text key={move.field} type="secondary" style={{ display: 'block' }}>
          {t(`resources.${entity}.fields.${move.field}`, { defaultValue: move.field })}: {stateLabel(fields, move.field, move.from, t)} →{' '}
          {stateLabel(fields, move.field, move.to, t)}
        </Typography.Text>
      ))}
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
