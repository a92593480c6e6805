import type { CrudFilter } from '@refinedev/core';
import { type ComponentType, createContext, useContext } from 'react';
import type { FieldOption } from '../../resources/engine/fields.ts';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { ActionNamesOf, WidgetNameOf } from '../../resources/engine/resource-types.ts';
import type { CustomWidget } from './custom-widgets.tsx';
import type { RecordActionUi } from './record-action-ui.ts';

/**
 * A resource's browser extension, declared beside its feature (`src/<feature>/<name>.ui.tsx`) and
 * loaded with its page (`src/resource-ui.ts`): the engine never imports a feature folder.
 */
export interface ResourceUi {
  /** Custom field widgets, by the names the declaration's fields give (`FieldOptions.widget`). */
  widgets?: Readonly<Partial<Record<string, CustomWidget>>>;
  /** Record actions' browser hints (rows offered on, body dialog), by declared action name. */
  actions?: Readonly<Partial<Record<string, RecordActionUi>>>;
  /** List cells that read the whole row (a log entry's record: its title, or its id and "deleted"), by column name. */
  cells?: Readonly<Partial<Record<string, RowCell>>>;
  /**
   * A hook giving filter pick-lists known only at run time (merchants by name), by field name: the
   * list's filter of such a field becomes a select of them. Called on every render of the list.
   */
  useFilterOptions?: () => Readonly<Partial<Record<string, readonly FieldOption[]>>>;
  /**
   * Declared filters the list's filter bar leaves out, because its keyword box already searches the
   * field; the API keeps them for other callers (pickers find goods by `name_like`), so a saved
   * address that still names one loads as it did.
   */
  hiddenFilters?: readonly string[];
  /**
   * A panel the page shows beside the list (a left column on wide screens, above the list on
   * narrow ones) for what belongs with the records but is not one of them (groups they come from).
   */
  aside?: ComponentType<AsideProps>;
  /**
   * The aside is a notice over the list (shops about to expire), not navigation beside it (a
   * department tree): it stands above the list at every width and leaves the list the page's width.
   */
  asideAbove?: boolean;
  /** Buttons beside Create in the page's heading, for ways to add records the form is not (start from a template). */
  headerActions?: ComponentType<{ resource: ResourceDefinition }>;
}

/** A list cell drawn from its whole row. */
export type RowCell = ComponentType<{ row: Readonly<Record<string, unknown>> }>;

/** Entries by declared name only: where none is declared, none is taken (an empty type would take any). */
type DeclaredOnly<T> = keyof T extends never ? Readonly<Record<string, never>> : T;

/** An extension checked against its declaration: only the widget and action names it declares. */
export interface DeclaredResourceUi<R extends ResourceDefinition> {
  // Keyed by remapping the fields (the same names as `WidgetNamesOf<R>`): in a generic call only
  // this form gives each widget's components their props' types.
  widgets?: DeclaredOnly<{ readonly [K in keyof R['fields'] as WidgetNameOf<R['fields'][K]>]?: CustomWidget }>;
  actions?: DeclaredOnly<{ readonly [N in ActionNamesOf<R>]?: RecordActionUi }>;
  cells?: { readonly [K in keyof R['fields']]?: RowCell };
  useFilterOptions?: () => { readonly [K in keyof R['fields']]?: readonly FieldOption[] };
  hiddenFilters?: readonly (keyof R['fields'] & string)[];
  aside?: ComponentType<AsideProps>;
  asideAbove?: boolean;
  headerActions?: ComponentType<{ resource: ResourceDefinition }>;
}

/**
 * What an aside gets: its resource, and the filters it puts on the list beside it (a department
 * picked in a tree keeps that department's stores), which the list adds to its own.
 */
export interface AsideProps {
  resource: ResourceDefinition;
  filters: readonly CrudFilter[];
  onFilter: (filters: CrudFilter[]) => void;
}

/**
 * Declares a resource's extension against its declaration, so a misspelt widget or action name is
 * a compile error instead of a widget or dialog that silently never shows. Whether every declared
 * widget and body dialog is provided is checked by the resolution test (tests/src/engine).
 */
export function resourceUiFor<R extends ResourceDefinition>(_declaration: R, ui: DeclaredResourceUi<R>): ResourceUi {
  return ui;
}

/** The extension of a resource that has none: generic widgets and plain actions only. */
export const NO_UI: ResourceUi = {};

const ResourceUiContext = createContext<ResourceUi>(NO_UI);

/** Gives the page's list, drawer, form and detail the resource's loaded extension. */
export const ResourceUiProvider = ResourceUiContext.Provider;

/** The extension of the resource whose page this is (none outside a resource page). */
export function useResourceUi(): ResourceUi {
  return useContext(ResourceUiContext);
}
