import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../resources/engine/fields.ts';
import { MediaThumb } from '../uploads/MediaThumb.tsx';
import { customWidget } from './custom-widgets.tsx';
import { formatDateTime } from './date-format.ts';
import { EllipsisText } from './EllipsisText.tsx';
import { NumberValue } from './NumberValue.tsx';
import { ReferenceName } from './ReferenceSelect.tsx';
import { RelativeTime } from './RelativeTime.tsx';
import { useResourceUi } from './resource-ui.ts';

/** What an empty value reads as, in lists and on the detail view alike. */
export const EMPTY_TEXT = '—';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The label of a select field's value (its option's text), or the value itself when unknown. */
export function optionLabel(field: Pick<FieldDef, 'options'>, value: unknown, t: TFunction): string {
  const option = field.options?.find((o) => String(o.value) === String(value));
  return option ? t(option.label) : String(value ?? '');
}

/**
 * One field's value as a reader sees it, in a list cell (one line: long text cut at 200 px) or on
 * the detail view (`full`). `relative` words a date-time as "5 min ago" (spec §9).
 */
export function FieldValue({
  field,
  value,
  full = false,
  relative = false,
}: {
  field: Pick<FieldDef, 'kind' | 'options' | 'widget' | 'unit' | 'choices'>;
  value: unknown;
  full?: boolean;
  relative?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const Display = customWidget(field, useResourceUi())?.Display;
  if (isEmpty(value)) return <Typography.Text type="secondary">{EMPTY_TEXT}</Typography.Text>;
  if (Display) return <Display value={value} full={full} />;
  switch (field.kind) {
    case 'number':
      return Number.isFinite(Number(value)) ? <NumberValue value={Number(value)} unit={field.unit} /> : String(value);
    case 'switch':
      return value ? <Tag color="success">{t('engine.yes')}</Tag> : <Tag>{t('engine.no')}</Tag>;
    case 'select':
      return <>{optionLabel(field, value, t)}</>;
    case 'reference':
      return <ReferenceName path={field.choices ?? ''} value={value} full={full} />;
    case 'datetime':
      return relative && typeof value === 'string' ? <RelativeTime value={value} /> : formatDateTime(value, i18n.language);
    case 'url':
      return (
        <Typography.Link href={String(value)} target="_blank" rel="noopener noreferrer">
          {full ? String(value) : <EllipsisText text={String(value)} />}
        </Typography.Link>
      );
    case 'stringList':
      return (
        <>
          {(Array.isArray(value) ? value : []).map((item) => (
            <Tag key={String(item)}>{optionLabel(field, item, t)}</Tag>
          ))}
        </>
      );
    case 'media': {
      const urls = (Array.isArray(value) ? value : [value]).map(String);
      const shown = full ? urls : urls.slice(0, 3);
      return (
        <span style={{ display: 'inline-flex', gap: 4, flexWrap: 'wrap' }}>
          {shown.map((url, index) => (
            <MediaThumb key={`${url}-${index}`} url={url} size={full ? 72 : 36} />
          ))}
          {urls.length > shown.length && <Tag>+{urls.length - shown.length}</Tag>}
        </span>
      );
    }
    case 'json':
      return full ? <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{JSON.stringify(value, null, 2)}</pre> : null;
    case 'textarea':
      return full ? <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span> : <EllipsisText text={String(value)} />;
    default:
      return full ? String(value) : <EllipsisText text={String(value)} />;
  }
}
