import {
  DESIGNER_PERMISSIONS,
  GUIDE_PERMISSIONS,
  MANAGER_PERMISSIONS,
  MASTER_PERMISSIONS,
  OPERATOR_PERMISSIONS,
  SCHOOL_PERMISSIONS,
} from '../../../server/seed/demo-roles.ts';

// The permission sets of ACCESS.md's demo table, as seeded, so the access tests run on the roles users log in with.
export const DEMO_PROFILES = {
  operator: { id: 1, permissions: OPERATOR_PERMISSIONS },
  merchant: { id: 2, permissions: MASTER_PERMISSIONS },
  manager: { id: 3, permissions: MANAGER_PERMISSIONS },
  guide: { id: 4, permissions: GUIDE_PERMISSIONS },
  designer: { id: 5, permissions: DESIGNER_PERMISSIONS },
  school: { id: 'school-10', permissions: SCHOOL_PERMISSIONS },
  nobody: { id: 11, permissions: [] as string[] },
} as const satisfies Record<string, { id: number | string; permissions: readonly string[] }>;

/** Name of a demo account whose permission set the tests use. */
export type DemoUser = keyof typeof DEMO_PROFILES;
