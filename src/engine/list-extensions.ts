import type { TableColumnType } from 'antd';
import { createElement, useMemo } from 'react';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { FieldOption } from '../../resources/engine/fields.ts';
import type { EngineRecord } from './list-columns.tsx';
import { type ResourceUi, useResourceUi } from './resource-ui.ts';

// One object for every call: the filter resource is memoised on it, and a new one each render would
// rebuild the filter bar's form (and drop what is being typed) on every render.
const NO_OPTIONS: Readonly<Partial<Record<string, readonly FieldOption[]>>> = {};
const noOptions = () => NO_OPTIONS;

const NONE: readonly string[] = [];

/**
 * The resource as its filter bar sees it: a filtered field the extension gives run-time options
 * for (`ResourceUi.useFilterOptions`) becomes a select of them, so it is picked by name rather
 * than typed as an id, and the filters it hides (`ResourceUi.hiddenFilters`) are left out.
 * Without either the declaration is returned as it is.
 */
export function useFilterResource(resource: ResourceDefinition): ResourceDefinition {
  // The extension is loaded before the page shows and never changes under it: one hook, always called.
  const ui = useResourceUi();
  const useOptions = ui.useFilterOptions ?? noOptions;
  const options = useOptions();
  const hidden = ui.hiddenFilters ?? NONE;
  return useMemo(() => {
    const given = Object.entries(options).filter(([name, list]) => list && resource.fieldList.some((field) => field.name === name && field.filter));
    if (!given.length && !hidden.length) return resource;
    const picked = new Map(given);
    const fieldList = resource.fieldList.map((field) =>
      hidden.includes(field.name)
        ? { ...field, filter: undefined }
        : picked.has(field.name)
          ? { ...field, kind: 'select' as const, filter: 'eq' as const, options: picked.get(field.name) }
          : field,
    );
    return { ...resource, fieldList };
  }, [resource, options, hidden]);
}

/** The list's columns with the extension's whole-row cells (`ResourceUi.cells`) in place of the generic ones. */
export function withRowCells(columns: TableColumnType<EngineRecord>[], ui: ResourceUi): TableColumnType<EngineRecord>[] {
  if (!ui.cells) return columns;
  return columns.map((column) => {
    const Cell = ui.cells?.[String(column.key)];
    return Cell ? { ...column, render: (_: unknown, row: EngineRecord) => createElement(Cell, { row }) } : column;
  });
}
