import { describe, expect, it } from 'vitest';
import type { Department } from '../../../resources/stores/departments.schema.ts';
import { type DepartmentNode, departmentTree } from '../../../src/stores/department-tree.ts';

const department = (id: number, parent_id: number | null, name = `D${id}`): Department => ({ id, parent_id, name, store_id: null, store_name: null });
/** A tree as nested names, to compare at a glance. */
const shape = (nodes: DepartmentNode[]): unknown[] =>
  nodes.map((node) => (node.children.length ? { [node.department.name]: shape(node.children) } : node.department.name));

describe('the departments tree from the flat list', () => {
  it('nests each department under its parent, in the list order', () => {
    const list = [department(1, null), department(2, 1), department(3, null), department(4, 2), department(5, 1)];
    expect(shape(departmentTree(list))).toEqual([{ D1: [{ D2: ['D4'] }, 'D5'] }, 'D3']);
  });

  it('draws a department whose parent is missing at the top rather than losing it', () => {
    expect(shape(departmentTree([department(7, 99), department(8, 7)]))).toEqual([{ D7: ['D8'] }]);
  });

  it('is empty for no departments', () => {
    expect(departmentTree([])).toEqual([]);
  });
});
