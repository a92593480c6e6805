import { describe, expect, it } from 'vitest';
import { capacityPercent } from '../../../src/materials/CapacityBar.tsx';
import { nameFieldErrors, speechFieldErrors } from '../../../src/materials/dialog-errors.ts';
import { folderMemoryKey, rememberedFolder } from '../../../src/materials/folder-memory.ts';
import { horizontalScroll } from '../../../src/materials/FolderTree.tsx';
import { itemActions, primaryAction } from '../../../src/materials/material-actions.ts';
import { cardMeta } from '../../../src/materials/MaterialCard.tsx';

describe('the remembered folder per kind (spec §3 store state)', () => {
  it.each([
    ['center', 'image', 'materials:lastFolder:center:image'],
    ['pan', 'speech', 'materials:lastFolder:pan:speech'],
    ['center', 'all', 'materials:lastFolder:center:all'],
    ['center', 'folder', 'materials:lastFolder:center:all'],
  ] as const)('%s / %s is kept under %s', (area, tab, key) => {
    expect(folderMemoryKey(area, tab)).toBe(key);
  });

  it.each([
    [{ pid: 12 }, 12],
    [{ pid: null }, null],
    [null, undefined],
    [{ pid: 'x' }, undefined],
    [{ pid: -1 }, undefined],
    ['12', undefined],
  ])('a saved %j opens %s (undefined: stay where you are)', (value, folder) => {
    expect(rememberedFolder(value)).toBe(folder);
  });
});

describe('the capacity bar', () => {
  it.each([
    [0, 100, 0],
    [25, 100, 25],
    [1, 3, 33.3],
    [150, 100, 100],
    [0, 0, 0],
    [5, 0, 100],
  ])('%i of %i is %s %%', (used, capacity, percent) => {
    expect(capacityPercent(used, capacity)).toBe(percent);
  });
});

describe('a card', () => {
  it('tells the kind, and the size of an uploaded file', () => {
    expect(cardMeta({ kind: 'image', size: 1536, url: '/files/a.png' }, 'Image')).toBe('Image · 1.5K');
    expect(cardMeta({ kind: 'folder', size: 0, url: null }, 'Folder')).toBe('Folder');
  });
});

describe('the actions of a material', () => {
  const all = { create: true, edit: true, delete: true };
  const readOnly = { create: false, edit: false, delete: false };

  it.each([
    ['folder', null, all, ['open', 'rename', 'move', 'delete'], 'open'],
    ['image', '/files/a.png', all, ['open', 'rename', 'move', 'delete'], 'open'],
    ['speech', null, all, ['edit', 'rename', 'move', 'delete'], 'edit'],
    ['speech', null, readOnly, [], undefined],
    ['file', '/files/a.pdf', readOnly, ['open'], 'open'],
    ['image', '/files/a.png', { ...readOnly, delete: true }, ['open', 'delete'], 'open'],
  ] as const)('a %s (%s) offers %j, opens with %s', (kind, url, abilities, actions, primary) => {
    expect(itemActions({ kind, url }, abilities)).toEqual(actions);
    expect(primaryAction({ kind, url }, abilities)).toBe(primary);
  });
});

describe('server errors in the dialogs', () => {
  it('shows a folder refused for its place (10 levels) on the name field', () => {
    expect(nameFieldErrors({ pid: ['Folders can be at most 10 levels deep.'] })).toEqual({ name: ['Folders can be at most 10 levels deep.'] });
    expect(nameFieldErrors({ name: ['Required.'], pid: ['Required.'] })).toEqual({ name: ['Required.'] });
    expect(nameFieldErrors(undefined)).toEqual({});
  });

  it('keeps a speech field error on its field and puts the rest on the name', () => {
    expect(speechFieldErrors({ content: ['Too long.'], pid: ['This folder does not exist (any more).'] }, ['name', 'content'])).toEqual({
      content: ['Too long.'],
      name: ['This folder does not exist (any more).'],
    });
  });
});

describe('bringing a deep folder into the tree panel', () => {
  const box = { left: 100, right: 300 };
  it.each([
    ['already in view', { left: 150, right: 250 }, 0],
    ['past the right edge', { left: 250, right: 340 }, 48],
    ['wider than the panel: its start', { left: 250, right: 600 }, 142],
    ['before the left edge', { left: 60, right: 120 }, -48],
  ])('%s scrolls by %s', (_, element, by) => {
    expect(horizontalScroll(box, element)).toBe(by);
  });
});
