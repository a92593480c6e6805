import type { Db } from '../../db/database.ts';

/** The version of a platform released last by now (update_time not in the future), or undefined. */
export async function lastReleasedVersion(db: Db, platform: string) {
  return db
    .selectFrom('versions')
    .select(['version', 'update_time', 'download_link'])
    .where('platform', '=', platform)
    .where('update_time', '<=', new Date())
    .orderBy('update_time', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
