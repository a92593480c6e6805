import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../resources/engine/fields.ts';
import { MediaThumb } from '../uploads/MediaThumb.tsx';
import { customWidget } from './custom-widgets.tsx';
import { formatDateTime } from './date-format.ts';
import { useResourceUi } from './resource-ui.ts';

/** The label of a select field's value (its option's text), or the value itself when unknown. */
export function optionLabel(field: Pick<FieldDef, 'options'>, value: unknown, t: TFunction): string {
  const option = field.options?.find((o) => String(o.value) === String(value));
  return option ? t(option.label) : String(value ?? '');
}

/** One field's value as a reader sees it, in a list cell or on the detail view. */
export function FieldValue({ field, value, full = false }: { field: Pick<FieldDef, 'kind' | 'options' | 'widget'>; value: unknown; full?: boolean }) {
  const { t, i18n } = useTranslation();
  const Display = customWidget(field, useResourceUi())?.Display;
  if (Display && value !== null && value !== undefined) return <Display value={value} full={full} />;
  if (value === null || value === undefined || value === '') return field.kind === 'json' && full ? t('engine.auditEmpty') : null;
  switch (field.kind) {
    case 'switch':
      return value ? <Tag color="success">{t('engine.yes')}</Tag> : <Tag>{t('engine.no')}</Tag>;
    case 'select':
      return <>{optionLabel(field, value, t)}</>;
    case 'datetime':
      return <>{formatDateTime(value, i18n.language)}</>;
    case 'url':
      return (
        <Typography.Link href={String(value)} target="_blank" rel="noopener noreferrer" ellipsis={!full} style={full ? undefined : { maxWidth: 240 }}>
          {String(value)}
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
      return full ? (
        <span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>
      ) : (
        <Typography.Text ellipsis={{ tooltip: String(value) }} style={{ maxWidth: 200 }}>
          {String(value)}
        </Typography.Text>
      );
    default:
      return <>{String(value)}</>;
  }
}
