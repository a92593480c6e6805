import { versionFileSchema } from '../../../resources/session/client-config.schema.ts';
import type { Db } from '../../db/database.ts';
import { lastReleasedVersion } from './client-config.repository.ts';

/**
 * The published version file of a platform: the one released last of the versions operators keep
 * at /systemManagement/version. Read from the database, so every instance serves the same file
 * the moment a version is saved.
 */
export async function publishedVersion(db: Db, platform: string) {
  const row = await lastReleasedVersion(db, platform);
  return row && versionFileSchema.parse({ version: row.version, updateTime: row.update_time.toISOString(), downloadLink: row.download_link });
}
