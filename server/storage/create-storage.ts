import path from 'node:path';
import type { Env } from '../env.ts';
import { localStorage } from './local-storage.ts';
import { s3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

/** The storage the environment configures: S3 when `S3_ENDPOINT` is set, else `<DATA_DIR>/files`. */
export function createStorage(env: Env): FileStorage {
  if (env.S3_ENDPOINT) {
    return s3Storage({
      endpoint: env.S3_ENDPOINT,
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID!,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
      forcePathStyle: env.S3_FORCE_PATH_STYLE,
    });
  }
  return localStorage(path.join(env.DATA_DIR, 'files'));
}

/** Where uploads are written while they arrive, before their type and size are known to be fine. */
export function uploadTempDir(env: Env): string {
  return path.join(env.DATA_DIR, 'tmp', 'uploads');
}
