import { useEffect, useState } from 'react';
import { APP_PLATFORMS, type VersionFile, versionFileSchema } from '../../resources/session/client-config.schema.ts';

export type Platform = (typeof APP_PLATFORMS)[number];

/** Spec §7: each platform's version is a static file; a missing or broken one means "not published". */
export function useVersionFiles(enabled: boolean): Partial<Record<Platform, VersionFile>> | undefined {
  const [files, setFiles] = useState<Partial<Record<Platform, VersionFile>>>();
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    Promise.all(
      APP_PLATFORMS.map(async (platform) => {
        const response = await fetch(`/version/${platform}.json`, { cache: 'no-cache' }).catch(() => undefined);
        const parsed = response?.ok ? versionFileSchema.safeParse(await response.json().catch(() => undefined)) : undefined;
        return [platform, parsed?.success ? parsed.data : undefined] as const;
      }),
    ).then((entries) => !cancelled && setFiles(Object.fromEntries(entries.filter(([, file]) => file))));
    return () => {
      cancelled = true;
    };
  }, [enabled]);
  return files;
}
