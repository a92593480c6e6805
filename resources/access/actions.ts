/**
 * The fixed action vocabulary of ACCESS.md. This is the only place it lives: permission parsing,
 * policies and resource declarations all import it from here.
 */
export const ACTIONS = [
  'create',
  'edit',
  'delete',
  'export',
  'import',
  'copy',
  'shelve',
  'submit',
  'share',
  'publish',
  'audit',
  'restore',
  'purge',
  'pause',
  'resume',
  'status',
] as const;

/** One write action a permission string may name after its page. */
export type Action = (typeof ACTIONS)[number];

/** The action a plain page permission grants; never written in a permission string. */
export const READ = 'read';

/** Every action a casbin check may ask about. */
export type AccessAction = Action | typeof READ;

const ACTION_SET: ReadonlySet<string> = new Set(ACTIONS);

/** True when `segment` is one of the vocabulary's actions. */
export function isAction(segment: string): segment is Action {
  return ACTION_SET.has(segment);
}
