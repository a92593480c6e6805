import type { ActivityField, ActivityFieldKind } from '../../resources/activities/activity-fields.schema.ts';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../../resources/validation/patterns.ts';
import type { ShowroomWords } from './words.ts';

const KINDS: readonly ActivityFieldKind[] = ['text', 'phone', 'email', 'single', 'multiple', 'date'];

/** An activity's form as the showroom's answer carries it (plain records), read into its questions; malformed ones are skipped. */
export function questionsOf(fields: readonly Record<string, unknown>[]): ActivityField[] {
  return fields.flatMap((field) => {
    const { key, label, kind, required, options } = field;
    if (typeof key !== 'string' || typeof label !== 'string' || !KINDS.includes(kind as ActivityFieldKind)) return [];
    const choices = Array.isArray(options) ? options.filter((option): option is string => typeof option === 'string') : [];
    return [{ key, label, kind: kind as ActivityFieldKind, required: required === true, options: choices }];
  });
}

export type Answers = Record<string, string | string[]>;

const isEmpty = (value: string | string[] | undefined) => value === undefined || (Array.isArray(value) ? !value.length : !value.trim());

/**
 * The page's own check of the answers before they are sent, the server's rules in short (the server
 * judges again, and its field messages are shown too): required questions answered, phones and
 * e-mails of their shape. Answers the problems by question key, and the answers to send.
 */
export function checkAnswers(questions: readonly ActivityField[], answers: Answers, words: ShowroomWords['activities']) {
  const problems: Record<string, string> = {};
  const sent: Answers = {};
  for (const question of questions) {
    const raw = answers[question.key];
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (isEmpty(value)) {
      if (question.required) problems[question.key] = words.required;
      continue;
    }
    if (question.kind === 'phone' && !PHONE_PATTERN.test(value as string)) problems[question.key] = words.phone;
    else if (question.kind === 'email' && !EMAIL_PATTERN.test(value as string)) problems[question.key] = words.email;
    else sent[question.key] = value as string | string[];
  }
  return { problems, sent };
}

/** Whether sign-up is open now: enabled, before its deadline and before the activity ends. */
export function signupOpen(activity: { signup_enabled: boolean; signup_deadline: string | null; ends_at: string }, now = Date.now()): boolean {
  if (!activity.signup_enabled) return false;
  if (activity.signup_deadline && Date.parse(activity.signup_deadline) <= now) return false;
  return Date.parse(activity.ends_at) > now;
}
