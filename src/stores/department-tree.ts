import type { Department } from '../../resources/stores/departments.schema.ts';

/** A department with its subdepartments, as the tree draws it. */
export interface DepartmentNode {
  department: Department;
  children: DepartmentNode[];
}

/**
 * The merchant's departments as a tree, from the API's flat list (each names its parent), in the
 * list's order. A department whose parent is not in the list is drawn at the top, never lost.
 */
export function departmentTree(list: readonly Department[]): DepartmentNode[] {
  const nodes = new Map(list.map((department) => [department.id, { department, children: [] as DepartmentNode[] }]));
  const roots: DepartmentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.department.parent_id === null ? undefined : nodes.get(node.department.parent_id);
    (parent && parent !== node ? parent.children : roots).push(node);
  }
  return roots;
}

/** A department's id and those of every department below it: what picking it in the tree filters the stores by. */
export function departmentAndBelow(list: readonly Department[], id: number): number[] {
  const below = list.filter((department) => department.parent_id === id && department.id !== id);
  return [id, ...below.flatMap((department) => departmentAndBelow(list, department.id))];
}

/** Every department's key, so the tree opens whole: a merchant's departments are few and read at a glance. */
export function departmentKeys(list: readonly Department[]): string[] {
  return list.map((department) => departmentKey(department.id));
}

/** A department's key in the tree. */
export const departmentKey = (id: number) => String(id);
