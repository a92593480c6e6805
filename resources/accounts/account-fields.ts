import { z } from 'zod';
import { field } from '../engine/fields.ts';
import { mediaUrl } from '../media/media-url.ts';
import { passwordRule } from '../session/session.schema.ts';
import { PHONE_PATTERN } from '../validation/patterns.ts';
import { ACCOUNT_STATUSES, USERNAME_PATTERN } from '../shared/account-kinds.ts';

/** The fields every kind of account shares (spec §3 "Account" and "Sub-account"). */
export const accountFields = {
  // Widths for what they hold (a login name, a display name, a phone number): account lists fit 1440 px.
  username: field.text(z.string().trim().regex(USERNAME_PATTERN, { error: 'validation.username' }), {
    list: { sortable: true, width: 140 },
    filter: 'like',
    search: true,
  }),
  nickname: field.text(z.string().trim().min(1).max(50), { search: true, list: { sortable: true, width: 140 } }),
  phone: field.text(z.string().trim().regex(PHONE_PATTERN, { error: 'validation.phone' }), { search: true, filter: 'like', list: { width: 130 } }),
  password: field.password(passwordRule),
  avatar: field.media(z.union([mediaUrl, z.literal('')]).default(''), { kind: 'cover' }, { list: { defaultHidden: true } }),
  status: field.select(
    z.enum(ACCOUNT_STATUSES),
    ACCOUNT_STATUSES.map((status) => ({ value: status, label: `organisation.status.${status}` })),
    { readOnly: true, filter: 'eq', list: { sortable: true } },
  ),
};

/** The body of `reset-password`: the new password (spec §5: 6–20 characters). */
export const resetPasswordBody = z.strictObject({ password: passwordRule });

/** Enable, stop and reset the password: the account actions of every account list (spec §4). */
export const accountActions = [
  { name: 'enable', action: 'status' },
  { name: 'stop', action: 'status' },
  { name: 'reset-password', action: 'edit', body: resetPasswordBody },
] as const;
