import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { folderChain, library, ok } from './materials-helpers.ts';

let t: TestApp;
let center: ReturnType<typeof library>;
beforeAll(async () => {
  t = await createTestApp();
  const designer: Session = await t.login('designer');
  center = library(designer);
});
afterAll(() => t.close());

describe('moving (spec §5: moving a folder to the same location is rejected)', () => {
  it('moves a folder with its contents and their levels', async () => {
    const [a, b] = await folderChain(center, 2, null, 'Move A');
    const target = ok(await center.folder('Move target'));
    const file = ok(await center.item({ pid: b.id }));
    expect(ok(await center.move(a.id, target.id))).toMatchObject({ pid: target.id, depth: 2 });
    expect(ok(await center.call('GET', `/${b.id}`)).depth).toBe(3);
    expect(ok(await center.call('GET', `/${file.id}`)).depth).toBe(4);
    expect(ok(await center.move(a.id, null))).toMatchObject({ pid: null, depth: 1 });
    expect(ok(await center.call('GET', `/${file.id}`)).depth).toBe(3);
  });

  it('refuses a move into the folder it is already in (409), the root included', async () => {
    const parent = ok(await center.folder('Same place'));
    const child = ok(await center.folder('Child', parent.id));
    for (const [id, pid] of [
      [child.id, parent.id],
      [parent.id, null],
    ]) {
      const response = await center.move(id, pid);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Already in this folder: choose another one.');
    }
  });

  it.each([
    ['into itself', 0],
    ['into its child', 1],
    ['into its grandchild', 2],
  ])('refuses a folder %s (422)', async (_, level) => {
    const chain = await folderChain(center, 3, null, `Self ${level}`);
    const response = await center.move(chain[0].id, chain[level].id);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ pid: ['A folder cannot be moved into itself or one of its subfolders.'] });
  });

  it('refuses a move that would take a folder below level 10, and allows the one that just fits', async () => {
    const deep = await folderChain(center, 7, null, 'Deep');
    const subtree = await folderChain(center, 3, null, 'Sub');
    // Level 7 + 3 levels = 10: fits.
    expect(ok(await center.move(subtree[0].id, deep[6].id)).depth).toBe(8);
    const other = await folderChain(center, 4, null, 'Four');
    const refused = await center.move(other[0].id, deep[6].id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ pid: ['Folders can be at most 10 levels deep.'] });
    expect(ok(await center.call('GET', `/${other[3].id}`)).depth).toBe(4);
  });

  it('moves several materials at once, reporting each failure with its reason', async () => {
    const target = ok(await center.folder('Batch target'));
    const inside = ok(await center.item({ pid: target.id }));
    const loose = ok(await center.item({}));
    const result = ok(await center.call('POST', '/batch/move', { ids: [loose.id, inside.id, target.id, 999_999], pid: target.id }));
    expect(result.ok).toEqual([loose.id]);
    expect(result.failed).toEqual([
      { id: inside.id, message: 'Already in this folder: choose another one.' },
      { id: target.id, message: 'A folder cannot be moved into itself or one of its subfolders.' },
      { id: 999_999, message: 'The record does not exist or has been deleted.' },
    ]);
  });
});

describe('deleting (outright, spec §4)', () => {
  it('deletes a folder with everything inside it, leaving no trace to restore', async () => {
    const [outer, inner] = await folderChain(center, 2, null, 'Doomed');
    const file = ok(await center.item({ pid: inner.id }));
    expect(ok(await center.call('DELETE', `/${outer.id}`))).toEqual({ id: outer.id });
    for (const id of [outer.id, inner.id, file.id]) expect((await center.call('GET', `/${id}`)).statusCode).toBe(404);
    const left = await t.database.db
      .selectFrom('materials' as never)
      .select('id' as never)
      .where('id' as never, 'in', [outer.id, inner.id, file.id] as never)
      .execute();
    expect(left).toEqual([]);
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'before'])
      .where('entity', '=', 'materials')
      .where('record_id', '=', outer.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('delete');
    expect(audit.before).toMatchObject({ id: outer.id, deleted_inside: 2 });
  });

  it('deletes several at once; an id that is gone fails on its own', async () => {
    const a = ok(await center.item({ name: 'a.jpg' }));
    const b = ok(await center.folder('b'));
    const result = ok(await center.call('POST', '/batch/delete', { ids: [a.id, b.id, 999_999] }));
    expect(result).toEqual({ ok: [a.id, b.id], failed: [{ id: 999_999, message: 'The record does not exist or has been deleted.' }] });
    expect((await center.call('POST', '/batch/delete', { ids: [] })).statusCode).toBe(422);
  });
});
