import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { FieldDef } from '../../resources/engine/fields.ts';
import { MediaThumb } from '../uploads/MediaThumb.tsx';
import { customWidget } from './custom-widgets.tsx';
import { zoneToName } from '../../resources/format/date-time.ts';
import { currentBusinessTimeZone, formatDateTime } from './date-format.ts';
import { EllipsisText } from './EllipsisText.tsx';
import { NumberValue } from './NumberValue.tsx';
import { ReferenceName } from './ReferenceSelect.tsx';
import { RelativeTime } from './RelativeTime.tsx';
import { useResourceUi } from './resource-ui.ts';

const PRE_WRAP = { whiteSpace: 'pre-wrap' } as const;

/** What an empty value reads as, in lists and on the detail view alike. */
export const EMPTY_TEXT = '—';

export const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The label of a select field's value (its option's text), or the value itself when unknown. */
export function optionLabel(field: Pick<FieldDef, 'options'>, value: unknown, t: TFunction): string {
  const option = field.options?.find((o) => String(o.value) === String(value));
  return option ? t(option.label) : String(value ?? '');
}

/**
 * A moment in its business's zone (`timeZone`: the row's merchant's, else the session's). Where
 * that is not the reader's zone, the zone is named: on hover in a list cell (the column's header
 * names it once, src/engine/list-columns.tsx), after the time on the detail view, which has room.
 */
function DateTimeText({ value, timeZone, full }: { value: unknown; timeZone: string; full: boolean }) {
  const { i18n } = useTranslation();
  const named = zoneToName(timeZone);
  return (
    <time dateTime={String(value)} title={named}>
      {formatDateTime(value, i18n.language, timeZone)}
      {full && named && <Typography.Text type="secondary"> ({named})</Typography.Text>}
    </time>
  );
}

/**
 * One field's value as a reader sees it, in a list cell (one line: long text cut at 200 px) or on
 * the detail view (`full`). `relative` words a date-time as "5 min ago" (spec §9); `timeZone` is the
 * zone of the record's merchant when the record names it (an operator's rows), else the session's.
 */
export function FieldValue({
  field,
  value,
  full = false,
  relative = false,
  timeZone,
}: {
  field: Pick<FieldDef, 'kind' | 'options' | 'widget' | 'unit' | 'choices'>;
  value: unknown;
  full?: boolean;
  relative?: boolean;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  const Display = customWidget(field, useResourceUi())?.Display;
  if (isEmpty(value)) return <Typography.Text type="secondary">{EMPTY_TEXT}</Typography.Text>;
  if (Display) return <Display value={value} full={full} />;
  // A text value: whole on the detail view, cut at 200 px in a list cell.
  const text = full ? String(value) : <EllipsisText text={String(value)} />;
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
      return relative && typeof value === 'string' ? (
        <RelativeTime value={value} timeZone={timeZone} />
      ) : (
        <DateTimeText value={value} timeZone={timeZone ?? currentBusinessTimeZone()} full={full} />
      );
    case 'url':
      return (
        <Typography.Link href={String(value)} target="_blank" rel="noopener noreferrer" translate="no">
          {text}
        </Typography.Link>
      );
    case 'stringList':
      return (
        <>
          {(Array.isArray(value) ? value : []).map((item) => (
            // Without options the items are typed words (a list of keywords): the user's data.
            <Tag key={String(item)} translate={field.options ? undefined : 'no'}>
              {optionLabel(field, item, t)}
            </Tag>
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
    // What someone typed is the user's data, in whatever language they typed it: marked so
    // (translate="no"), no browser translator rewrites it and the tour's language check skips it.
    case 'textarea':
      return (
        <span translate="no" style={full ? PRE_WRAP : undefined}>
          {text}
        </span>
      );
    default:
      return <span translate="no">{text}</span>;
  }
}
