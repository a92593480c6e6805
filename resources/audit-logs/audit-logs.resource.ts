import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';

/** What a write did, as the audit log records it. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore', 'import', 'tag'] as const;

const readOnly = { readOnly: true } as const;

/** A state a write moved, as the log keeps it (server/engine/entity-plugin.ts `WriteMove`). */
const state = z.union([z.string(), z.number(), z.boolean()]);
export const auditMove = z.object({ field: z.string(), from: state, to: state });
export type AuditMove = z.infer<typeof auditMove>;

/**
 * The append-only log of every write (SECURITY.md §11), read by platform operators. Its rows are
 * written by the engine inside each write's transaction; the API offers no way to change them.
 * It is read through the view `audit_log_entries` (migration 010), which adds to each entry its
 * record's latest known title, whether the record has since been deleted, and the merchant's name.
 * No export: a log read in place needs no row selection, and its before/after data of every
 * merchant should not be copied into files.
 */
export const auditLogs = defineResource({
  name: 'audit-logs',
  route: '/systemManagement/auditLog',
  table: 'audit_log_entries',
  tenancy: 'platform',
  titleField: 'record_title',
  writable: false,
  deletion: 'none',
  export: false,
  fields: {
    // Shown by its entity's label (`resources.<entity>.title`); the filter picks from the entities the log holds.
    entity: field.text(z.string(), { ...readOnly, filter: 'eq', widget: 'audit-entity', list: { sortable: true } }),
    // The list shows the title, or the id, with "(deleted)" when the record is gone.
    record_title: field.text(z.string(), { ...readOnly }),
    record_id: field.number(z.number(), { ...readOnly, filter: 'eq', list: { defaultHidden: true } }),
    record_deleted: field.switch(z.boolean(), { ...readOnly, list: false }),
    action: field.select(
      z.enum(AUDIT_ACTIONS),
      AUDIT_ACTIONS.map((action) => ({ value: action, label: `resources.audit-logs.actions.${action}` })),
      { ...readOnly, filter: 'in' },
    ),
    // What the user did besides the kind of write (a record action such as submit, a scene save),
    // shown by the entity's label for it, with the states it moved (`moves`) as from → to.
    operation: field.text(z.string().nullable(), { ...readOnly }),
    moves: field.json(z.array(auditMove).nullable(), { ...readOnly, list: false, readInLists: true }),
    account_name: field.text(z.string(), { ...readOnly, filter: 'like', search: true }),
    account_id: field.number(z.number(), { ...readOnly, list: { defaultHidden: true } }),
    merchant_name: field.text(z.string(), { ...readOnly }),
    // Picked by name: the filter offers the merchants (GET /api/audit-logs/choices).
    merchant_id: field.number(z.number(), { ...readOnly, filter: 'eq', list: false }),
    before: field.json(z.unknown(), { ...readOnly, list: false }),
    after: field.json(z.unknown(), { ...readOnly, list: false }),
  },
});
