import { z } from 'zod';

/**
 * What a publishable key is for; an `/app-api` route names the purpose it accepts (API.md §2):
 * 'ingestion' for statistics, 'customer' for the customer-facing API (`/app-api/customer/...`:
 * customers sign in, keep their profile, send intention orders and DIY works).
 */
export const PUBLISHABLE_KEY_PURPOSES = ['ingestion', 'customer'] as const;
export type PublishableKeyPurpose = (typeof PUBLISHABLE_KEY_PURPOSES)[number];

/** Where a merchant reads (GET) and, with `/rotate`, issues (POST) its live key of a purpose; `:purpose` in route patterns. */
export const publishableKeyPath = (purpose: string) => `/api/settings/publishable-keys/${purpose}`;

/** `apk_` then 43 base64url characters (256 random bits), so a leaked key is recognisable in logs and scans. */
export const PUBLISHABLE_KEY_PATTERN = /^apk_[A-Za-z0-9_-]{43}$/;

/** The merchant's live key as the back office shows it after it was issued: its first characters only. */
export const keySummarySchema = z.object({
  purpose: z.enum(PUBLISHABLE_KEY_PURPOSES),
  hint: z.string().meta({ description: 'The first characters of the key, to tell keys apart' }),
  created_at: z.string(),
});

/**
 * `GET` of a purpose: whether the merchant's apps can send (its live key, null when none is) and
 * when the latest event of that purpose arrived, as the merchant reads both under App settings.
 */
export const keyStatusSchema = z.object({
  purpose: z.enum(PUBLISHABLE_KEY_PURPOSES),
  live: keySummarySchema
    .omit({ purpose: true })
    .nullable()
    .meta({ description: 'The live key (its hint and when it was issued); null: none, apps cannot send' }),
  last_event_at: z.string().nullable().meta({
    description:
      "When the merchant's latest event of this purpose happened (ingestion: its apps' latest statistics event; customer: the latest customer sign-in, i.e. customer token issued); null when none is kept",
  }),
});

/** A key just issued: the only answer that carries the whole key. */
export const issuedKeySchema = keySummarySchema.extend({
  key: z.string().regex(PUBLISHABLE_KEY_PATTERN).meta({ description: 'The whole key: shown once, only its hash is kept' }),
});
