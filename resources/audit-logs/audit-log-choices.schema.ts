import { z } from 'zod';
import { auditLogs } from './audit-logs.resource.ts';

/** What the audit log's pick-lists offer: the entities it holds entries of, and the merchants. */
export const AUDIT_LOG_CHOICES_PATH = `${auditLogs.path}/choices`;
/** Whoever may read the log may read its pick-lists. */
export const AUDIT_LOG_CHOICES_ACCESS = { page: auditLogs.route, action: 'read' } as const;
/** More merchants than this are picked by typing in the list's search instead. */
export const AUDIT_LOG_MERCHANTS_MAX = 1_000;

export const auditLogChoicesSchema = z.object({
  /** Resource names (`commodities`), as the log's `entity` holds them; labelled by `resources.<name>.title`. */
  entities: z.array(z.string()),
  merchants: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type AuditLogChoices = z.infer<typeof auditLogChoicesSchema>;
