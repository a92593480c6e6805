import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';

/** What a write did, as the audit log records it. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore', 'import', 'tag'] as const;

const readOnly = { readOnly: true } as const;

/**
 * The append-only log of every write (SECURITY.md §11), read by platform operators. Its rows are
 * written by the engine inside each write's transaction; the API offers no way to change them.
 */
export const auditLogs = defineResource({
  name: 'audit-logs',
  route: '/systemManagement/auditLog',
  table: 'audit_log',
  tenancy: 'platform',
  titleField: 'entity',
  writable: false,
  deletion: 'none',
  fields: {
    entity: field.text(z.string(), { ...readOnly, filter: 'eq', list: { sortable: true } }),
    record_id: field.number(z.number(), { ...readOnly, filter: 'eq' }),
    action: field.select(
      z.enum(AUDIT_ACTIONS),
      AUDIT_ACTIONS.map((action) => ({ value: action, label: `resources.audit-logs.actions.${action}` })),
      { ...readOnly, filter: 'in' },
    ),
    account_name: field.text(z.string(), { ...readOnly, filter: 'like', search: true }),
    account_id: field.number(z.number(), { ...readOnly, filter: 'eq', list: { defaultHidden: true } }),
    merchant_id: field.number(z.number(), { ...readOnly, filter: 'eq' }),
    before: field.json(z.unknown(), { ...readOnly, list: false }),
    after: field.json(z.unknown(), { ...readOnly, list: false }),
  },
});
