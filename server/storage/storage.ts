import type { Readable } from 'node:stream';

/** One stored object as it is read back. */
export interface StoredObject {
  body: Readable;
  /** Bytes in `body` (the requested range when one was asked for). */
  length: number;
  /** The object's whole size. */
  size: number;
  contentType: string;
}

/** A byte range of an object, both ends inclusive (HTTP Range). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live (ARCHITECTURE.md "files"): local disk by default, any S3-compatible
 * service when configured. Keys are chosen by the server and never contain `..`.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  /** Stores the file at `sourcePath` (a finished temporary file) under `key`. */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  putBuffer(key: string, content: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when there is none under `key`. */
  get(key: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** The object's size and type without its content. */
  head(key: string): Promise<{ size: number; contentType: string } | undefined>;
  delete(key: string): Promise<void>;
}

/** Keys are `segment/segment/name.ext` with safe characters only. */
const KEY_PATTERN = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export function isSafeKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((segment) => segment === '..' || segment === '.') && key.length <= 300;
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}
