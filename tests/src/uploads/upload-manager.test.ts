import { describe, expect, it, vi } from 'vitest';
import type { UploadedFile } from '../../../resources/uploads/upload-kinds.ts';
import { UPLOAD_CONCURRENCY, UploadManager, type UploadTransport } from '../../../src/uploads/upload-manager.ts';

const texts = { tooLarge: (limit: string) => `too large: ${limit}`, wrongType: (accepted: string) => `only ${accepted}`, failed: () => 'failed' };
const result = (name: string): UploadedFile => ({ key: `k/${name}`, url: `/files/k/${name}`, name, size: 1, mime: 'image/png', width: 1, height: 1 });

/** A transport whose uploads finish when the test says so. */
function controlledTransport() {
  const pending = new Map<string, { resolve: (file: UploadedFile) => void; reject: (error: unknown) => void; progress: (p: number) => void }>();
  const transport: UploadTransport = {
    send: (file, _kind, onProgress) =>
      new Promise((resolve, reject) => {
        pending.set(file.name, { resolve, reject, progress: onProgress });
      }),
  };
  return { transport, pending };
}

const png = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('UploadManager (spec §4 upload list)', () => {
  it(`runs ${UPLOAD_CONCURRENCY} at a time, the rest wait, and moves through uploading to done`, async () => {
    const { transport, pending } = controlledTransport();
    const manager = new UploadManager(transport, texts);
    const settled = vi.fn();
    for (const name of ['a.png', 'b.png', 'c.png']) manager.add(png(name), 'cover', settled);
    expect(manager.list().map((item) => [item.file.name, item.status])).toEqual([
      ['c.png', 'waiting'],
      ['b.png', 'uploading'],
      ['a.png', 'uploading'],
    ]);
    pending.get('a.png')!.progress(40);
    expect(manager.list().find((item) => item.file.name === 'a.png')!.progress).toBe(40);
    pending.get('a.png')!.resolve(result('a.png'));
    await flush();
    expect(manager.list().find((item) => item.file.name === 'a.png')).toMatchObject({ status: 'done', progress: 100 });
    expect(manager.list().find((item) => item.file.name === 'c.png')!.status).toBe('uploading');
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ status: 'done', result: result('a.png') }));
  });

  it('marks a refused upload failed with the server’s message, and re-uploads it on retry', async () => {
    const { transport, pending } = controlledTransport();
    const manager = new UploadManager(transport, texts);
    const settled = vi.fn();
    const item = manager.add(png('x.png'), 'cover', settled);
    pending.get('x.png')!.reject({ message: 'The file is too large: at most 2M.', statusCode: 413 });
    await flush();
    expect(manager.find(item.id)).toMatchObject({ status: 'failed', error: 'The file is too large: at most 2M.' });
    manager.retry(item.id);
    expect(manager.find(item.id)!.status).toBe('uploading');
    pending.get('x.png')!.resolve(result('x.png'));
    await flush();
    expect(manager.find(item.id)!.status).toBe('done');
    // The form that asked hears of both the failure and the successful re-upload.
    expect(settled.mock.calls.map(([settledItem]) => settledItem.status)).toEqual(['failed', 'done']);
  });

  it('refuses in the browser what the kind does not accept, without sending it', () => {
    const send = vi.fn();
    const manager = new UploadManager({ send }, texts);
    const big = manager.add(png('big.png', 2 * 1024 * 1024 + 1), 'cover');
    const wrong = manager.add(new File(['x'], 'notes.txt'), 'cover');
    expect(big).toMatchObject({ status: 'failed', error: 'too large: 2M' });
    expect(wrong).toMatchObject({ status: 'failed', error: 'only .jpg,.jpeg,.png' });
    expect(send).not.toHaveBeenCalled();
  });

  it('removes finished and failed items but never one that is uploading', async () => {
    const { transport, pending } = controlledTransport();
    const manager = new UploadManager(transport, texts);
    const running = manager.add(png('r.png'), 'cover');
    manager.remove(running.id);
    expect(manager.find(running.id)).toBeDefined();
    pending.get('r.png')!.resolve(result('r.png'));
    await flush();
    manager.clearFinished();
    expect(manager.list()).toEqual([]);
  });
});
