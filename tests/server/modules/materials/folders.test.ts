import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../helpers/test-app.ts';
import { folderChain, library, ok } from './materials-helpers.ts';

let t: TestApp;
let designer: Session;
let merchant2: Session;
beforeAll(async () => {
  t = await createTestApp();
  designer = await t.login('designer');
  merchant2 = await t.login('merchant2');
});
afterAll(() => t.close());

describe('folders (spec §5: at most 10 levels)', () => {
  it('creates ten nested levels and refuses the eleventh with the spec message', async () => {
    const center = library(designer);
    const chain = await folderChain(center, 10);
    expect(chain.map((folder) => folder.depth)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const eleventh = await center.folder('Level 11', chain[9].id);
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().errors).toEqual({ pid: ['Folders can be at most 10 levels deep.'] });
    // Files may still go into the deepest folder: the limit is on folders.
    expect(ok(await center.item({ pid: chain[9].id })).depth).toBe(11);
  });

  it.each([
    ['a missing folder', 999_999],
    ['an image, not a folder', 'image'],
    ['a folder of the other library', 'pan'],
  ] as const)('refuses a parent that is %s', async (_, parent) => {
    const center = library(designer);
    let pid = parent as number;
    if (parent === 'image') pid = ok(await center.item({})).id;
    if (parent === 'pan') pid = ok(await library(designer, 'pan').folder('Pan only')).id;
    const response = await center.folder('Child', pid);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ pid: ['This folder does not exist (any more).'] });
  });

  it.each([
    ['an empty name', { name: ' ' }, 'name', 'Required.'],
    ['a 101-character name', { name: 'x'.repeat(101) }, 'name', 'At most 100 characters.'],
    ['a depth sent by the client', { name: 'A', depth: 1 }, 'depth', 'This field is not accepted.'],
    ['a merchant_id sent by the client', { name: 'A', merchant_id: 1 }, 'merchant_id', 'This field is set by the server and cannot be sent.'],
  ])('refuses %s', async (_, body, field, message) => {
    const response = await library(designer).call('POST', '/folders', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });
});

describe('the content tree (spec §3 node: id, pid, sort, subGroups, children)', () => {
  it('nests the seeded folders only, subGroups counting direct sub-folders', async () => {
    const pan = await library(merchant2, 'pan').tree();
    const projects = pan.find((node: { name: string }) => node.name === 'Projects');
    expect(Object.keys(projects).sort()).toEqual(['children', 'id', 'name', 'pid', 'sort', 'subGroups']);
    expect(projects).toMatchObject({ pid: null, subGroups: 2 });
    expect(projects.children.map((node: { name: string; subGroups: number; pid: number }) => [node.name, node.subGroups, node.pid])).toEqual([
      ['Apartment 12B', 0, projects.id],
      ['Villa Lakeside', 0, projects.id],
    ]);
    const center = await library(merchant2).tree();
    expect(center.map((node: { name: string }) => node.name)).toEqual(['Products', 'Brand']);
    expect(center[0].children[0]).toMatchObject({ name: 'Sofas', subGroups: 1, children: [{ name: 'Details', subGroups: 0, children: [] }] });
  });
});

describe('listing a folder', () => {
  it('lists the root, then a folder, folders first, with kind and name filters', async () => {
    const center = library(merchant2);
    const root = await center.children();
    expect(root.list.map((m: { name: string; kind: string }) => [m.kind, m.name])).toEqual([
      ['folder', 'Products'],
      ['folder', 'Brand'],
      ['video', 'intro.mp4'],
    ]);
    const brand = root.list[1];
    const inside = await center.children(`pid=${brand.id}`);
    expect(inside.list.map((m: { kind: string }) => m.kind).sort()).toEqual(['audio', 'image', 'speech']);
    expect((await center.children(`pid=${brand.id}&kind=speech`)).list).toMatchObject([
      { name: 'Welcome message', voice_type: 'female', speed: 1, volume: 50 },
    ]);
    expect((await center.children(`pid=${brand.id}&kind_in=image,audio&q=JING`)).list.map((m: { name: string }) => m.name)).toEqual(['jingle.mp3']);
    expect((await center.children('pageSize=1')).total).toBe(3);
  });

  it.each(['kind=sticker', 'pageSize=101', 'pid=0', 'colour=red'])('refuses the query %s with 422', async (query) => {
    expect((await library(merchant2).call('GET', `?${query}`)).statusCode).toBe(422);
  });
});

describe('renaming and speech materials', () => {
  it('renames a folder and changes a speech text, voice, speed and volume', async () => {
    const center = library(designer);
    const folder = ok(await center.folder('Old name'));
    expect(ok(await center.call('PATCH', `/${folder.id}`, { name: 'New name', sort: 3 }))).toMatchObject({ name: 'New name', sort: 3 });
    const speech = ok(await center.call('POST', '/speech', { name: 'Hello', voice_type: 'male', content: 'Hello there', pid: folder.id }));
    expect(speech).toMatchObject({ kind: 'speech', depth: 2, size: 0, speed: 1, volume: 50, url: null });
    const changed = ok(
      await center.call('PUT', `/speech/${speech.id}`, { name: 'Hello', voice_type: 'female', content: 'x'.repeat(1000), speed: 0.5, volume: 100 }),
    );
    expect(changed).toMatchObject({ voice_type: 'female', speed: 0.5, volume: 100 });
    // Only speech materials have speech settings.
    expect((await center.call('PUT', `/speech/${folder.id}`, { name: 'F', voice_type: 'male', content: 'x' })).statusCode).toBe(404);
  });

  it.each([
    ['content over 1000 characters', { content: 'x'.repeat(1001) }, 'content', 'At most 1000 characters.'],
    ['a speed below 0.5', { speed: 0.4 }, 'speed', 'Must be at least 0.5.'],
    ['a speed above 2', { speed: 2.1 }, 'speed', 'Must be at most 2.'],
    ['a volume above 100', { volume: 101 }, 'volume', 'Must be at most 100.'],
    ['an unknown voice', { voice_type: 'robot' }, 'voice_type', 'Invalid value.'],
  ])('refuses a speech with %s', async (_, change, field, message) => {
    const response = await library(designer).call('POST', '/speech', { name: 'S', voice_type: 'female', content: 'Hi', ...change });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });
});
