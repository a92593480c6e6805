import type { ModulePlugin } from '../../engine/entity-plugin.ts';
import { auditLogChoicesRoutes } from './audit-log-choices.routes.ts';

/** The entities and merchants the audit log's filters pick from. */
export const auditLogChoicesServer: ModulePlugin = {
  module: 'audit-log-choices',
  routes: (app, deps) => {
    auditLogChoicesRoutes(app, deps);
  },
};
