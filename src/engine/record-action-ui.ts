import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { EngineRecord } from './list-columns.tsx';
import type { ResourceUi } from './resource-ui.ts';

/** What a body dialog gets: the record (one-record runs), the action's body schema and its callbacks. */
export interface ActionDialogProps {
  open: boolean;
  title: string;
  /** The record acted on, when one is (its current values prefill the dialog). */
  record?: EngineRecord;
  /** How many records the action is for. */
  count: number;
  schema: z.ZodObject;
  busy: boolean;
  onSubmit: (body: Record<string, unknown>) => void;
  onCancel: () => void;
}

/**
 * How a declared record action looks in the browser, beyond its label: on which rows it is
 * offered, and the dialog that collects its body (an action declaring a body needs one).
 */
export interface RecordActionUi {
  /** Offered on a row only when this holds (put on shelf: only goods off the shelf). */
  shownFor?: (record: EngineRecord) => boolean;
  BodyDialog?: ComponentType<ActionDialogProps>;
}

/** An action's hints from the resource's extension; none makes a plain action offered on every row. */
export function recordActionUi(ui: ResourceUi, actionName: string): RecordActionUi {
  return ui.actions?.[actionName] ?? {};
}
