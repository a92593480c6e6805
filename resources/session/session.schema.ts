import { z } from 'zod';
import { LOGIN_VARIANTS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, ROLE_TAGS } from '../constants.ts';
import { EMAIL_PATTERN, PHONE_PATTERN } from '../validation/patterns.ts';

/** The password typed at login: trimmed, at least 6 characters (spec §5). */
export const loginPasswordSchema = z.string().trim().min(PASSWORD_MIN_LENGTH, { error: 'validation.loginPasswordLength' }).max(200);

/** POST /api/login: username (or the older e-mail form) and password, both trimmed (spec §5). */
export const loginBodySchema = z
  .strictObject({
    username: z.string().trim().min(1).max(100).optional(),
    email: z.string().trim().min(1).max(200).optional(),
    password: loginPasswordSchema,
  })
  .refine((body) => body.username !== undefined || body.email !== undefined, { path: ['username'], error: 'validation.required' });

export const loginQuerySchema = z.strictObject({ variant: z.enum(LOGIN_VARIANTS).optional() });

export const tokenPairSchema = z.object({
  token: z.string(),
  boot_token: z.string(),
  expires_in: z.number().int(),
});

export type PermissionTreeNode = { path: string; children: PermissionTreeNode[] };
// Recursive: named, so the OpenAPI document can point at it from its components.
const permissionTreeNode: z.ZodType<PermissionTreeNode> = z
  .lazy(() => z.object({ path: z.string(), children: z.array(permissionTreeNode) }))
  .meta({ id: 'PermissionTreeNode' });

/** GET /api/user: the profile of spec §3, plus the held roles for the role switch. */
export const userProfileSchema = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  nickname: z.string(),
  business_card_title: z.string(),
  sale_id: z.number().nullable(),
  avatar: z.string(),
  email: z.string().nullable(),
  phone: z.string(),
  role: z.array(z.string()),
  roles: z.array(z.object({ code: z.string(), name: z.string(), role_tag: z.enum(ROLE_TAGS) })),
  active_role: z.string().nullable(),
  permission: z.array(z.string()),
  permission_tree: z.array(permissionTreeNode),
  merchant_id: z.number().nullable(),
  store_id: z.number().nullable(),
  role_tag: z.enum(ROLE_TAGS),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const roleSwitchBodySchema = z.strictObject({ role: z.string().trim().min(1).max(50) });

/** PUT /api/user/profile (spec §5: nickname and name required, phone ≥ 3 digits, e-mail well-formed). */
export const profileUpdateSchema = z.strictObject({
  /** Omitted: the current avatar stays. */
  avatar: z.string().trim().max(500).optional(),
  nickname: z.string().trim().min(1).max(50),
  name: z.string().trim().min(1).max(50),
  phone: z.string().trim().regex(PHONE_PATTERN, { error: 'validation.phone' }),
  email: z.string().trim().min(1).max(200).regex(EMAIL_PATTERN, { error: 'validation.email' }),
});

export const passwordRule = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.passwordLength' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.passwordLength' })
  // Login trims what it is sent, so a password with outer spaces could never be typed back in.
  .refine((value) => value === value.trim(), { error: 'validation.passwordSpaces' });

/** PUT /api/user/password (spec §5: 6–20 characters, new ≠ old, confirmation matches). */
export const passwordChangeSchema = z
  .strictObject({
    old_password: z.string().min(1).max(200),
    new_password: passwordRule,
    confirm_password: z.string().min(1).max(200),
  })
  .superRefine((body, context) => {
    if (body.new_password === body.old_password) context.addIssue({ code: 'custom', path: ['new_password'], message: 'validation.passwordSameAsOld' });
    if (body.confirm_password !== body.new_password) context.addIssue({ code: 'custom', path: ['confirm_password'], message: 'validation.passwordMismatch' });
  });
