import { getDefaultSortOrder } from '@refinedev/antd';
import type { CrudSort } from '@refinedev/core';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { FieldDef } from '../../resources/engine/fields.ts';
import { zoneToName } from '../../resources/format/date-time.ts';
import { currentBusinessTimeZone } from './date-format.ts';
import { CutText } from './EllipsisText.tsx';
import { FieldValue } from './FieldValue.tsx';
import { KIND_WIDTHS, MEDIA_LIST_WIDTH } from './list-widths.ts';

export type EngineRecord = Record<string, unknown> & { id: number };

/** A column the list can show: a declared field or one of the system columns. */
export interface ListColumn {
  name: string;
  field: Shown;
  defaultVisible: boolean;
  /** Its width in pixels: declared, or its kind's (list-widths.ts). */
  width: number;
}

type Shown = Pick<FieldDef, 'kind' | 'options' | 'widget' | 'unit' | 'upload'>;

/** A column's width when its declaration names none: its kind's, several files' thumbnails wider than one. */
const kindWidth = (field: Shown) => (field.kind === 'media' && field.upload?.multiple ? MEDIA_LIST_WIDTH : KIND_WIDTHS[field.kind]);

/** Kinds whose cells are never cut: their widths hold their values (a number, a switch's tag, thumbnails). */
const UNCUT: ReadonlySet<Shown['kind']> = new Set(['number', 'switch', 'media']);

const SYSTEM_FIELDS: Record<string, Shown> = { id: { kind: 'number' }, created_at: { kind: 'datetime' }, updated_at: { kind: 'datetime' } };

/**
 * Columns read as "how long ago" (spec §9 relative time): the last change, where recency is the
 * point. Creation times and declared dates (a release date, an audit entry) stay absolute: there
 * the moment itself matters. Both show the other form on hover or in the detail view.
 */
const RELATIVE_TIME_COLUMNS: ReadonlySet<string> = new Set(['updated_at']);

/** A log: read only and nothing to do with an entry (an audit log), read by when each was written. */
const isLog = (resource: ResourceDefinition) => !resource.writable && resource.recordActions.length === 0;

/**
 * Every column the chooser offers, in order: the declared fields a list may show (json never),
 * visible unless `defaultHidden`, then the system columns, hidden by default except the creation
 * time of a log, which is how a log is read.
 */
export function listColumns(resource: ResourceDefinition): ListColumn[] {
  const fields = resource.fieldList
    .filter((field) => field.list !== false && field.kind !== 'json')
    .map((field) => {
      const list = field.list === false ? undefined : field.list;
      return { name: field.name, field, defaultVisible: !list?.defaultHidden, width: list?.width ?? kindWidth(field) };
    });
  const system = Object.entries(SYSTEM_FIELDS).map(([name, field]) => ({
    name,
    field,
    defaultVisible: isLog(resource) && name === 'created_at',
    width: kindWidth(field),
  }));
  return [...fields, ...system];
}

/** The label of a column or field: the resource's field text, or the engine's for system columns. */
export function columnTitle(resource: ResourceDefinition, name: string, t: TFunction): string {
  const system: Record<string, string> = { id: 'engine.id', created_at: 'engine.createdAt', updated_at: 'engine.updatedAt' };
  return t(system[name] ?? `resources.${resource.name}.fields.${name}`);
}

/** The zone a row's times are in when the row names its merchant's (an operator's merchants, shops, orders). */
export const rowTimeZone = (row: Readonly<Record<string, unknown>>): string | undefined => (typeof row.time_zone === 'string' ? row.time_zone : undefined);

/**
 * What a date-time column's header says of its zone: rows that carry their merchant's zone are
 * each in their own ("merchant's time zone", the zone itself on a cell's hover); otherwise the
 * session's merchant's zone, named when it is not the reader's. Named once in the header rather
 * than in every cell, where "(Asia/Shanghai)" would double the column's width; nothing when the
 * times are in the reader's own zone.
 */
function zoneNote(resource: ResourceDefinition, t: TFunction): string | undefined {
  return 'time_zone' in resource.fields ? t('engine.zoneNote.perMerchant') : businessZoneNote();
}

/** The session's merchant's zone, when it is not the reader's. */
const businessZoneNote = () => zoneToName(currentBusinessTimeZone());

/** A custom table's date-time column header, named with the session's zone as the engine's lists name it (see zoneNote). */
export function businessZoneTitle(title: string) {
  return titleWithZone(title, businessZoneNote());
}

function titleWithZone(title: string, note: string | undefined) {
  if (!note) return title;
  return (
    <>
      {title}
      <span className="atrium-zone-note" style={{ display: 'block', fontSize: 12, fontWeight: 'normal', opacity: 0.65 }}>
        ({note})
      </span>
    </>
  );
}

/**
 * The antd columns of the visible list columns; sortable where the API sorts (`sortableFields`);
 * numbers right-aligned so their digits line up, as in every spreadsheet. Each has its width, and
 * a value longer than it is cut with "…" and shown whole on hover, so a long name never widens
 * its column and pushes the others under the fixed Actions column.
 */
export function tableColumns(resource: ResourceDefinition, visible: readonly string[], sorters: CrudSort[], t: TFunction): TableColumnType<EngineRecord>[] {
  return listColumns(resource)
    .filter((column) => visible.includes(column.name))
    .map(({ name, field, width }) => ({
      key: name,
      dataIndex: name,
      title: field.kind === 'datetime' ? titleWithZone(columnTitle(resource, name, t), zoneNote(resource, t)) : columnTitle(resource, name, t),
      width,
      align: field.kind === 'number' ? ('right' as const) : undefined,
      sorter: resource.sortableFields.includes(name),
      sortOrder: resource.sortableFields.includes(name) ? (getDefaultSortOrder(name, sorters) ?? null) : undefined,
      render: (value: unknown, row: EngineRecord) => {
        const shown = <FieldValue field={field} value={value} relative={RELATIVE_TIME_COLUMNS.has(name)} timeZone={rowTimeZone(row)} />;
        return UNCUT.has(field.kind) ? shown : <CutText block>{shown}</CutText>;
      },
    }));
}
