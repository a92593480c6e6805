import { describe, expect, it } from 'vitest';
import type { MaterialTreeNode } from '../../../resources/materials/material-record.schema.ts';
import { collapsePath, folderKey, folderOfKey, folderPath, foldersWithin, keysToReveal, ROOT_KEY } from '../../../src/materials/folder-path.ts';
import { listQuery, resolveFolder } from '../../../src/materials/useMaterialLibrary.ts';

const node = (id: number, pid: number | null, name: string, children: MaterialTreeNode[] = []): MaterialTreeNode => ({
  id,
  pid,
  sort: 0,
  name,
  subGroups: children.length,
  children,
});

// Products › Sofas › Details, Products › Tables, Brand
const tree = [node(1, null, 'Products', [node(2, 1, 'Sofas', [node(3, 2, 'Details')]), node(4, 1, 'Tables')]), node(5, null, 'Brand')];

describe('the path of a folder (the breadcrumb)', () => {
  it.each([
    [null, []],
    [1, ['Products']],
    [3, ['Products', 'Sofas', 'Details']],
    [4, ['Products', 'Tables']],
    [5, ['Brand']],
  ] as const)('folder %s is under %j', (id, names) => {
    expect(folderPath(tree, id)?.map((folder) => folder.name)).toEqual(names);
  });

  it('is undefined for a folder the tree does not have', () => {
    expect(folderPath(tree, 99)).toBeUndefined();
    expect(folderPath([], 1)).toBeUndefined();
  });
});

describe('a deep path on one line', () => {
  const levels = (count: number) => Array.from({ length: count }, (_, index) => (index === 0 ? 'All' : `L${index}`));

  it.each([1, 2, 5])('shows %i levels whole', (count) => {
    expect(collapsePath(levels(count))).toEqual({ head: levels(count), hidden: [], last: [] });
  });

  it('shows the root and the last three of a deeper path, the rest behind "…"', () => {
    expect(collapsePath(levels(6))).toEqual({ head: ['All'], hidden: ['L1', 'L2'], last: ['L3', 'L4', 'L5'] });
    expect(collapsePath(levels(11)).hidden).toHaveLength(7);
  });
});

describe('the tree keys', () => {
  it('name the root and each folder, both ways', () => {
    expect(folderKey(null)).toBe(ROOT_KEY);
    expect(folderKey(7)).toBe('7');
    expect(folderOfKey(ROOT_KEY)).toBeNull();
    expect(folderOfKey('7')).toBe(7);
  });

  it('unfold the root and the ancestors of the open folder', () => {
    expect(keysToReveal(tree, 3)).toEqual([ROOT_KEY, '1', '2']);
    expect(keysToReveal(tree, null)).toEqual([ROOT_KEY]);
    expect(keysToReveal(tree, 99)).toEqual([ROOT_KEY]);
  });
});

describe('where a move cannot go', () => {
  it('is the moved folders and everything below them', () => {
    expect([...foldersWithin(tree, [2])].sort()).toEqual([2, 3]);
    expect([...foldersWithin(tree, [1, 5])].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('is nothing when only files move (their ids are no folders)', () => {
    expect(foldersWithin(tree, [42]).size).toBe(0);
  });
});

describe('the folder a tab shows', () => {
  it.each([
    ['not known yet', undefined, tree, undefined],
    ['the root', null, undefined, null],
    ['a folder before the tree has loaded', 3, undefined, undefined],
    ['a folder of the tree', 3, tree, 3],
    ['a folder deleted meanwhile: the root', 99, tree, null],
  ] as const)('%s', (_, wanted, nodes, folder) => {
    expect(resolveFolder(wanted, nodes)).toBe(folder);
  });
});

describe('the list query', () => {
  it('asks for the root without pid, for every kind without kind', () => {
    expect(listQuery(null, 'all', '', 1, 30)).toEqual({ page: '1', pageSize: '30' });
  });

  it('names the folder, the kind and the trimmed search', () => {
    expect(listQuery(3, 'image', '  sofa ', 2, 60)).toEqual({ page: '2', pageSize: '60', pid: '3', kind: 'image', q: 'sofa' });
  });
});
