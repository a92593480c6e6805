import { getDefaultSortOrder } from '@refinedev/antd';
import type { CrudSort } from '@refinedev/core';
import type { TableColumnType } from 'antd';
import type { TFunction } from 'i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { FieldDef } from '../../resources/engine/fields.ts';
import { FieldValue } from './FieldValue.tsx';

export type EngineRecord = Record<string, unknown> & { id: number };

/** A column the list can show: a declared field or one of the system columns. */
export interface ListColumn {
  name: string;
  field: Shown;
  defaultVisible: boolean;
  width?: number;
}

type Shown = Pick<FieldDef, 'kind' | 'options' | 'widget' | 'unit'>;

const SYSTEM_FIELDS: Record<string, Shown> = { id: { kind: 'number' }, created_at: { kind: 'datetime' }, updated_at: { kind: 'datetime' } };

/**
 * Columns read as "how long ago" (spec §9 relative time): the last change, where recency is the
 * point. Creation times and declared dates (a release date, an audit entry) stay absolute: there
 * the moment itself matters. Both show the other form on hover or in the detail view.
 */
const RELATIVE_TIME_COLUMNS: ReadonlySet<string> = new Set(['updated_at']);

/**
 * Every column the chooser offers, in order: the declared fields a list may show (json never),
 * visible unless `defaultHidden`, then the system columns, hidden by default except the creation
 * time of a read-only (append-only) resource, which is how such a log is read.
 */
export function listColumns(resource: ResourceDefinition): ListColumn[] {
  const fields = resource.fieldList
    .filter((field) => field.list !== false && field.kind !== 'json')
    .map((field) => {
      const list = field.list === false ? undefined : field.list;
      return { name: field.name, field, defaultVisible: !list?.defaultHidden, width: list?.width };
    });
  const system = Object.entries(SYSTEM_FIELDS).map(([name, field]) => ({ name, field, defaultVisible: !resource.writable && name === 'created_at' }));
  return [...fields, ...system];
}

/** The label of a column or field: the resource's field text, or the engine's for system columns. */
export function columnTitle(resource: ResourceDefinition, name: string, t: TFunction): string {
  const system: Record<string, string> = { id: 'engine.id', created_at: 'engine.createdAt', updated_at: 'engine.updatedAt' };
  return t(system[name] ?? `resources.${resource.name}.fields.${name}`);
}

/**
 * The antd columns of the visible list columns; sortable where the API sorts (`sortableFields`);
 * numbers right-aligned so their digits line up, as in every spreadsheet.
 */
export function tableColumns(resource: ResourceDefinition, visible: readonly string[], sorters: CrudSort[], t: TFunction): TableColumnType<EngineRecord>[] {
  return listColumns(resource)
    .filter((column) => visible.includes(column.name))
    .map(({ name, field, width }) => ({
      key: name,
      dataIndex: name,
      title: columnTitle(resource, name, t),
      width,
      align: field.kind === 'number' ? ('right' as const) : undefined,
      sorter: resource.sortableFields.includes(name),
      sortOrder: resource.sortableFields.includes(name) ? (getDefaultSortOrder(name, sorters) ?? null) : undefined,
      render: (value: unknown) => <FieldValue field={field} value={value} relative={RELATIVE_TIME_COLUMNS.has(name)} />,
    }));
}
