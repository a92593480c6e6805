import { z } from 'zod';
import { defineResource } from '../../../resources/engine/define-resource.ts';
import { field } from '../../../resources/engine/fields.ts';

/**
 * A second test-only entity, added the way every coming entity is: this declaration and its
 * table, its plug-in (gizmo.server.ts), and one line in the plug-in list its test serves. No
 * engine, jobs or module file knows about it.
 */
export const gizmos = defineResource({
  name: 'gizmos',
  route: '/marketingManagement/couponManagement',
  table: 'test_gizmos',
  tenancy: 'merchant',
  titleField: 'name',
  recordActions: [
    // A spec-verbatim path and a permission word of its own, like the shop switches to come.
    { name: 'switch', action: 'status', path: '/api/test/gizmo/change/status/{id}', body: z.strictObject({ status: z.enum(['on', 'off']) }) },
  ],
  fields: {
    name: field.text(z.string().trim().min(1).max(50), { list: { sortable: true }, search: true }),
    status: field.select(
      z.enum(['on', 'off']).default('off'),
      [
        { value: 'on', label: 'On' },
        { value: 'off', label: 'Off' },
      ],
      { readOnly: true },
    ),
    stock: field.number(z.number().int().min(0).default(0)),
    store_id: field.number(z.number().int().positive().nullable().optional()),
  },
});

/** Its migration: the table, and the table its hooks and jobs write to. */
export const GIZMO_TABLES = `
  CREATE TABLE test_gizmos (
    id bigserial PRIMARY KEY, merchant_id bigint NOT NULL REFERENCES merchants (id),
    name text NOT NULL, status text NOT NULL DEFAULT 'off', stock integer NOT NULL DEFAULT 0, store_id bigint,
    created_at timestamptz NOT NULL DEFAULT now(), updated_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE test_gizmo_events (id bigserial PRIMARY KEY, gizmo_id bigint NOT NULL, event text NOT NULL);`;
