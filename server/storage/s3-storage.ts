import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
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

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Files in a bucket of any S3-compatible service (ARCHITECTURE.md "files"). */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums on every request are an AWS addition some compatible services refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const put = async (Key: string, Body: Buffer | Readable, ContentLength: number, ContentType: string) => {
    assertSafeKey(Key);
    await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentLength, ContentType }));
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
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        const length = Number(answer.ContentLength ?? 0);
        const size = range ? Number(/\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1] ?? length) : length;
        return { body: answer.Body as Readable, length, size, contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async head(key) {
      assertSafeKey(key);
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: Number(answer.ContentLength ?? 0), contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
