import { z } from 'zod';

/** GET /api/client-config: what the browser needs before any session (public, no secrets). */
export const clientConfigSchema = z.object({
  /** Origins whose window messages may steer the app (SECURITY.md §10). */
  embedOrigins: z.array(z.string()),
});

/** The per-platform version files of the app download dialog (spec §3 "Version info"). */
export const APP_PLATFORMS = ['windows', 'android'] as const;
export const versionFileSchema = z.object({
  version: z.string(),
  updateTime: z.string(),
  downloadLink: z.string(),
});
export type VersionFile = z.infer<typeof versionFileSchema>;
