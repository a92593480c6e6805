import { auditLogs } from '../../resources/audit-logs/audit-logs.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { AuditEntity, AuditOperation, AuditRecord, useAuditFilterOptions } from './AuditLogCells.tsx';

/**
 * The audit log's browser extension (resources/audit-logs/audit-logs.resource.ts): entities by
 * their label, records by title (or id and "deleted"), operations by their label with the states they
 * moved, and entity and merchant filters picked by name.
 */
export const resourceUi = resourceUiFor(auditLogs, {
  widgets: { 'audit-entity': { Display: AuditEntity } },
  cells: { record_title: AuditRecord, operation: AuditOperation },
  useFilterOptions: useAuditFilterOptions,
});
