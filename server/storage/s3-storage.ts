import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { assertSafeKey, type FileStorage } from './storage.ts';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addressing (`endpoint/bucket/key`): what self-hosted S3-compatible services need. */
  forcePathStyle: boolean;
}

/** The SDK (some 20 MB in memory) is loaded by the first file operation, not at boot. */
type S3Sdk = typeof import('@aws-sdk/client-s3');

/** Files in a bucket of any S3-compatible service (ARCHITECTURE.md "files"). */
export function s3Storage(settings: S3Settings): FileStorage {
  let connected: Promise<{ sdk: S3Sdk; client: S3Client }> | undefined;
  const connect = () => {
    connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: settings.endpoint,
        region: settings.region,
        forcePathStyle: settings.forcePathStyle,
        credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
        // Checksums on every request are an AWS addition some compatible services refuse.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return connected;
  };
  const isMissing = (sdk: S3Sdk, error: unknown) =>
    error instanceof sdk.S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');
  const Bucket = settings.bucket;
  const put = async (Key: string, Body: Buffer | Readable, ContentLength: number, ContentType: string) => {
    assertSafeKey(Key);
    const { sdk, client } = await connect();
    await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body, ContentLength, ContentType }));
  };
  return {
    kind: 's3',
    async putFile(key, sourcePath, contentType) {
      const { size } = await stat(sourcePath);
      await put(key, createReadStream(sourcePath), size, contentType);
    },
    putBuffer: (key, content, contentType) => put(key, content, content.length, contentType),
    async get(key, range) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        const length = Number(answer.ContentLength ?? 0);
        const size = range ? Number(/\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1] ?? length) : length;
        return { body: answer.Body as Readable, length, size, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(sdk, error)) return undefined;
        throw error;
      }
    },
    async head(key) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return { size: Number(answer.ContentLength ?? 0), contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(sdk, error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
