import type { ComponentType } from 'react';
import type { FieldDef } from '../../resources/engine/fields.ts';
import { goodsWidgets } from '../goods/goods-widgets.tsx';
import { mediaWidgets } from '../uploads/media-widgets.tsx';

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

/** Every custom widget by the name declarations give it. */
export const CUSTOM_WIDGETS: Readonly<Record<string, CustomWidget>> = { ...goodsWidgets, ...mediaWidgets };

/** The custom widget a field names, if any; a name with no widget is a programming error. */
export function customWidget(field: Pick<FieldDef, 'widget'>): CustomWidget | undefined {
  if (!field.widget) return undefined;
  const widget = CUSTOM_WIDGETS[field.widget];
  if (!widget) throw new Error(`No custom widget named "${field.widget}" (src/engine/custom-widgets.tsx)`);
  return widget;
}
