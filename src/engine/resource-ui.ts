import { createContext, useContext } from 'react';
import type { CustomWidget } from './custom-widgets.tsx';
import type { RecordActionUi } from './record-action-ui.ts';

/**
 * A resource's browser extension, declared beside its feature (`src/<feature>/<name>.ui.tsx`) and
 * loaded with its page (`src/resource-ui.ts`): the engine never imports a feature folder.
 */
export interface ResourceUi {
  /** Custom field widgets, by the names the declaration's fields give (`FieldOptions.widget`). */
  widgets?: Readonly<Record<string, CustomWidget>>;
  /** Record actions' browser hints (rows offered on, body dialog), by declared action name. */
  actions?: Readonly<Record<string, RecordActionUi>>;
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
