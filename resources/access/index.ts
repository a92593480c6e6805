// Public API of the shared (browser + server) access module; see ACCESS.md.
export { ACTIONS, READ, isAction, type Action, type AccessAction } from './actions.ts';
export { PERMISSION_FLAGS, isFlag, type PermissionFlag } from './flags.ts';
export { ACCESS_MODEL } from './model.ts';
export { parsePermission, pageOf, pageSegments, type ParsedPermission } from './parse.ts';
export {
  ancestorPaths,
  expandPermissionPaths,
  permissionTree,
  type PermissionNode,
} from './expand.ts';
export { GRANTED_ROUTES, policiesFor, type AccessProfile, type PolicyRule } from './policies.ts';
export { createAccessChecker, type AccessChecker } from './enforcer.ts';
export { hasPermission, joinToPath, type HasPermissionOptions } from './has-permission.ts';
