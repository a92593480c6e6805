import { z } from 'zod';
import { defineResource } from '../../../resources/engine/define-resource.ts';
import { field } from '../../../resources/engine/fields.ts';
import { RESOURCES } from '../../../resources/index.ts';
import { offsetDateTime } from '../../../resources/validation/date-time.ts';

export const WIDGET_STAGES = ['draft', 'live', 'paused'] as const;
/** What a widget shows: its stored stages, and `ended` once a live or paused widget's end has passed. */
export const WIDGET_SHOWN_STAGES = [...WIDGET_STAGES, 'ended'] as const;

/**
 * An entity declared only for the tests: one declaration plus its table, and its server plug-in
 * (widget.server.ts). The tests show that it gets every generated route, permission check, tenant
 * scope, tags and jobs, and that its plug-in's hooks, action and scheduled job run.
 */
export const widgets = defineResource({
  name: 'widgets',
  route: '/content/commodityManagement',
  table: 'test_widgets',
  tenancy: 'merchant',
  titleField: 'name',
  deletion: 'soft',
  tagArea: 'commodity',
  import: { key: ['name'] },
  recordActions: [
    { name: 'discount', action: 'edit', body: z.strictObject({ percent: z.number().int().min(1).max(90) }) },
    { name: 'launch', action: 'publish' },
    { name: 'pause', action: 'pause' },
    { name: 'resume', action: 'resume' },
  ],
  // A declared machine (resources/engine/machines.ts): the engine judges every move of `stage`.
  machines: {
    stage: {
      states: WIDGET_STAGES,
      moves: [
        { action: 'launch', from: ['draft'], to: 'live' },
        { action: 'pause', from: ['live'], to: 'paused' },
        { action: 'resume', from: ['paused'], to: 'live' },
      ],
      // Read off the end date and the clock: shown and filtered, never a target, so nothing moves an ended widget.
      derived: [{ state: 'ended', from: ['live', 'paused'], when: { passed: 'ends_at' } }],
    },
  },
  fields: {
    name: field.text(z.string().trim().min(1).max(50), { list: { sortable: true }, filter: 'like', search: true }),
    price: field.number(z.number().min(0).max(100_000), { list: { sortable: true }, filter: 'range' }),
    on_shelf: field.switch(z.boolean().default(false), { filter: 'eq' }),
    stage: field.select(
      z.enum(WIDGET_SHOWN_STAGES),
      WIDGET_SHOWN_STAGES.map((value) => ({ value, label: `resources.widgets.stages.${value}` })),
      { readOnly: true, filter: 'in' },
    ),
    ends_at: field.datetime(offsetDateTime().nullable().default(null), { list: false }),
  },
});

/** Guides see only their own rows of this one (a sale_id column, like customers). */
export const guideWidgets = defineResource({
  name: 'guide-widgets',
  route: '/customManagement/customList',
  table: 'test_guide_widgets',
  tenancy: 'merchant',
  saleColumn: 'sale_id',
  titleField: 'name',
  fields: { name: field.text(z.string().trim().min(1).max(50), { filter: 'like' }) },
});

export const TEST_RESOURCES = [...RESOURCES, widgets, guideWidgets];

/** The migration a new entity brings: its tables (the plug-in's afterWrite keeps a price history). */
export const WIDGET_TABLES = `
  CREATE TABLE test_widgets (
    id bigserial PRIMARY KEY, merchant_id bigint NOT NULL REFERENCES merchants (id),
    name text NOT NULL, price numeric NOT NULL, on_shelf boolean NOT NULL DEFAULT false, stage text NOT NULL DEFAULT 'draft', ends_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now(), deleted_at timestamptz
  );
  CREATE TABLE test_widget_prices (widget_id bigint NOT NULL, price numeric NOT NULL, at timestamptz NOT NULL DEFAULT clock_timestamp());
  CREATE TABLE test_guide_widgets (
    id bigserial PRIMARY KEY, merchant_id bigint NOT NULL REFERENCES merchants (id), sale_id bigint,
    name text NOT NULL, created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
  );`;
