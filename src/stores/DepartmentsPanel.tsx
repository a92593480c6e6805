import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Flex, Skeleton, Tag, Tree, type TreeDataNode, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Department } from '../../resources/stores/departments.schema.ts';
import type { AsideProps } from '../engine/resource-ui.ts';
import { useResourceAbilities } from '../engine/useResourceAbilities.ts';
import { DepartmentActions } from './DepartmentActions.tsx';
import { DepartmentNameDialog } from './DepartmentNameDialog.tsx';
import { type DepartmentNode, departmentAndBelow, departmentKey, departmentKeys, departmentTree } from './department-tree.ts';
import { SetAsStoreDialog } from './SetAsStoreDialog.tsx';
import { useDepartments } from './useDepartments.ts';

/** The dialog open over the panel: a new department (under `parent`, or at the top), a rename, or "set as store". */
type Dialog = { kind: 'add'; parent: Department | null } | { kind: 'rename' | 'store'; department: Department } | null;

const text = (key: string) => `resources.stores.departments.${key}`;

/** A department's line in the tree: its name, and a badge once it became a store (named, should the store have been renamed). */
function DepartmentTitle({ department }: { department: Department }) {
  const { t } = useTranslation();
  return (
    <span>
      <span translate="no">{department.name}</span>
      {department.store_id !== null && (
        <Tag color="blue" bordered={false} title={department.store_name ?? undefined} style={{ marginInlineStart: 6 }} data-testid="store-badge">
          {t(text('isStore'))}
        </Tag>
      )}
    </span>
  );
}

const treeData = (nodes: readonly DepartmentNode[]): TreeDataNode[] =>
  nodes.map(({ department, children }) => ({
    key: departmentKey(department.id),
    title: <DepartmentTitle department={department} />,
    children: treeData(children),
  }));

/**
 * The merchant's departments beside its store list: a tree read from the flat list, where a
 * department is added, nested, renamed, deleted, or set as a store (which the list then shows).
 * Picking one filters the list to its stores and those of its subdepartments (every store is a
 * department, so every store is found); picking it again, or "All stores", shows them all.
 */
export function DepartmentsPanel({ resource, onFilter }: AsideProps) {
  const { t } = useTranslation();
  const abilities = useResourceAbilities(resource);
  const departments = useDepartments(resource);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  // Everything opens but what the user folded, so a new subdepartment shows at once.
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const { list, data, keys } = useMemo(() => {
    const list = departments.departments;
    return { list, data: treeData(departmentTree(list)), keys: departmentKeys(list) };
  }, [departments.departments]);
  const selected = list.find((department) => department.id === selectedId);
  const close = () => setDialog(null);
  const pick = (id: number | null) => {
    setSelectedId(id);
    onFilter(id === null ? [] : [{ field: 'department_id', operator: 'in', value: departmentAndBelow(list, id) }]);
  };

  const add = abilities.create && (
    <Button size="small" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add', parent: null })} data-testid="add-department">
      {t(text('add'))}
    </Button>
  );
  return (
    <Card size="small" title={t(text('title'))} extra={add} data-testid="departments">
      {departments.loading && <Skeleton active title={false} paragraph={{ rows: 4 }} />}
      {departments.failed && (
        <Alert
          type="error"
          showIcon
          message={t(text('loadFailed'))}
          action={
            <Button size="small" onClick={departments.retry}>
              {t('engine.retry')}
            </Button>
          }
        />
      )}
      {!departments.loading && !departments.failed && !list.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(text('empty'))} />}
      <Flex vertical gap={8}>
        {selected && (
          <Flex align="center" justify="space-between" gap={8} wrap data-testid="department-filter">
            <Typography.Text type="secondary">{t(text('filtering'), { name: selected.name })}</Typography.Text>
            <Button size="small" onClick={() => pick(null)} data-testid="all-stores">
              {t(text('showAll'))}
            </Button>
          </Flex>
        )}
        {selected && (
          <DepartmentActions
            department={selected}
            abilities={abilities}
            onAddSub={() => setDialog({ kind: 'add', parent: selected })}
            onRename={() => setDialog({ kind: 'rename', department: selected })}
            onSetAsStore={() => setDialog({ kind: 'store', department: selected })}
            onRemove={() => departments.remove(selected.id).then(() => pick(null))}
          />
        )}
        {list.length > 0 && (
          <Tree
            blockNode
            showLine
            treeData={data}
            expandedKeys={keys.filter((key) => !folded.has(key))}
            onExpand={(open) => setFolded(new Set(keys.filter((key) => !open.includes(key))))}
            selectedKeys={selected ? [departmentKey(selected.id)] : []}
            onSelect={(picked) => pick(picked.length ? Number(picked[0]) : null)}
            data-testid="department-tree"
          />
        )}
      </Flex>
      {dialog?.kind === 'add' && (
        <DepartmentNameDialog
          title={t(text(dialog.parent ? 'addSub' : 'add'))}
          onSubmit={(name) => departments.create(name, dialog.parent?.id ?? null)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'rename' && (
        <DepartmentNameDialog
          title={t(text('rename'))}
          initial={dialog.department.name}
          onSubmit={(name) => departments.rename(dialog.department.id, name)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'store' && (
        <SetAsStoreDialog departmentName={dialog.department.name} onSubmit={(store) => departments.setAsStore(dialog.department.id, store)} onClose={close} />
      )}
    </Card>
  );
}
