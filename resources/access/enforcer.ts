import { newEnforcer, newModelFromString } from 'casbin';
import type { AccessAction } from './actions.ts';
import { ACCESS_MODEL } from './model.ts';
import { policiesFor, type AccessProfile } from './policies.ts';

/** Answers kept per checker; past it they are asked again (a bound, not a tuning). */
const MAX_ANSWERS = 1_000;

/** A synchronous permission check bound to one profile. */
export interface AccessChecker {
  /** True when the profile may perform `action` on `object` (a route path or a flag). */
  can(object: string, action: AccessAction | string): boolean;
}

/**
 * Builds the one casbin enforcer of a session (ACCESS.md) and wraps it. Creating it is async
 * because casbin's factory is; callers cache the result per session instead of rebuilding it
 * on every check. No `g` rules are loaded: casbin's role manager treats a name as linked to
 * itself, so `g(r.sub, p.sub)` reduces to "the rule belongs to this user".
 */
export async function createAccessChecker(profile: AccessProfile): Promise<AccessChecker> {
  const enforcer = await newEnforcer(newModelFromString(ACCESS_MODEL));
  const rules = policiesFor(profile);
  if (rules.length > 0) await enforcer.addPolicies(rules);
  const sub = String(profile.id);
  // A profile's rules never change (a changed role builds a new checker), so neither do its
  // answers: each question is put to casbin once. Questions are pages and flags, a bounded set.
  const answers = new Map<string, boolean>();
  return {
    can: (object, action) => {
      const question = `${object}\u0000${action}`;
      let answer = answers.get(question);
      if (answer === undefined) {
        answer = enforcer.enforceSync(sub, object, action);
        if (answers.size >= MAX_ANSWERS) answers.clear();
        answers.set(question, answer);
      }
      return answer;
    },
  };
}
