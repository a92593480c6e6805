import type { ComponentType } from 'react';
import type { FieldDef } from '../../resources/engine/fields.ts';
import { mediaWidgets } from '../uploads/media-widgets.tsx';
import type { ResourceUi } from './resource-ui.ts';

/** A field as the form knows it: its declaration and its name (the form value's key). */
export type NamedField = FieldDef & { name: string };

/** What a custom editor gets: Form.Item's value, onChange and id, and the field it edits. */
export interface CustomEditorProps {
  field: NamedField;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
}

/**
 * A named widget of FieldOptions.widget: its form editor (none for a field only the server sets),
 * how its value reads on the detail view, and how the wire value becomes the editor's value and
 * back (identity when absent: never JSON text).
 */
export interface CustomWidget {
  Editor?: ComponentType<CustomEditorProps>;
  Display?: ComponentType<{ value: unknown; full: boolean }>;
  toForm?: (value: unknown) => unknown;
  fromForm?: (value: unknown) => unknown;
}

/** Widgets any resource may name; a feature's own come with its extension (ResourceUi.widgets). */
export const GENERIC_WIDGETS: Readonly<Record<string, CustomWidget>> = mediaWidgets;

/**
 * The custom widget a field names, generic or from its resource's extension; a name nobody
 * provides is a programming error (the declaration or the extension has a typo).
 */
export function customWidget(field: Pick<FieldDef, 'widget'>, ui: ResourceUi): CustomWidget | undefined {
  if (!field.widget) return undefined;
  const widget = GENERIC_WIDGETS[field.widget] ?? ui.widgets?.[field.widget];
  if (!widget)
    throw new Error(
      `No custom widget named "${field.widget}": neither generic (src/engine/custom-widgets.tsx) nor in the resource's extension (src/resource-ui.ts)`,
    );
  return widget;
}
