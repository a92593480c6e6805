import { z } from 'zod';

/** GET /api/client-config: what the browser needs before any session (public, no secrets). */
export const clientConfigSchema = z.object({
  /** Origins whose window messages may steer the app (SECURITY.md §10). */
  embedOrigins: z.array(z.string()),
  /**
   * The host prefixes picking the login variant (API.md §5, SUPER_HOST_PREFIXES / SUB_HOST_PREFIXES):
   * the login page names the variant the server will open the session in, not its own guess.
   */
  hostPrefixes: z.object({ superHostPrefixes: z.array(z.string()), subHostPrefixes: z.array(z.string()) }),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

export const CLIENT_CONFIG_PATH = '/api/client-config';

/** The per-platform version files of the app download dialog (spec §3 "Version info"). */
export const APP_PLATFORMS = ['windows', 'android'] as const;
export const versionFileSchema = z.object({
  version: z.string(),
  updateTime: z.string(),
  downloadLink: z.string(),
});
export type VersionFile = z.infer<typeof versionFileSchema>;
