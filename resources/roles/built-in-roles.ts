/**
 * The roles the product ships with (server/seed/demo-roles.ts creates them): their names are the
 * product's words, so each language shows its own (`organisation.builtInRoles.<key>`), while a role
 * someone created or renamed shows as typed. A role is built in by its stable code together with
 * the name it shipped with: a merchant's own "designer" role named "Diseñador" stays "Diseñador".
 */
export const BUILT_IN_ROLES = [
  { key: 'operator', code: 'operator', name: 'Platform operator' },
  { key: 'support', code: 'support', name: 'Merchant support' },
  { key: 'master', code: 'master', name: 'Master account' },
  { key: 'manager', code: 'manager', name: 'Store manager' },
  { key: 'guide', code: 'guide', name: 'Shopping guide' },
  { key: 'goldGuide', code: 'gold-guide', name: 'Gold-medal guide' },
  { key: 'designer', code: 'designer', name: 'Designer' },
  { key: 'schoolMaster', code: 'master', name: 'School master account' },
] as const;

export type BuiltInRoleKey = (typeof BUILT_IN_ROLES)[number]['key'];

/** The English name a built-in role ships with, by its key (the seed's and the texts' one source). */
export const builtInRoleName = (key: BuiltInRoleKey): string => BUILT_IN_ROLES.find((role) => role.key === key)!.name;

/** The message key of a role's name in each language when it is built in and unrenamed, else undefined (show it as typed). */
export function builtInRoleNameKey(role: { code?: unknown; name?: unknown }): string | undefined {
  const found = BUILT_IN_ROLES.find((builtIn) => builtIn.code === role.code && builtIn.name === role.name);
  return found && `organisation.builtInRoles.${found.key}`;
}

/** A role's name as a reader of `translate`'s language sees it: a built-in role's in that language, another's as typed. */
export function roleDisplayName(role: { code?: unknown; name?: unknown }, translate: (key: string) => string): string {
  const key = builtInRoleNameKey(role);
  return key ? translate(key) : String(role.name ?? '');
}
