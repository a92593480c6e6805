import { Checkbox, Flex, Input, Tree, type TreeDataNode, Typography, theme } from 'antd';
import type { TFunction } from 'i18next';
import { type Key, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Vocabulary } from '../../resources/roles/permission-vocabulary.ts';
import { buildPermissionTree, leafKeys, type PermissionNode, splitPermissions, withCheckedBoxes, withFlags } from './permission-tree.ts';
import { permissionStrings } from './permission-summary.ts';
import { permissionWords } from './permission-words.ts';
import { pickerText } from './picker-text.ts';
import { UnknownPermissions } from './UnknownPermissions.tsx';
import { usePermissionSearch } from './usePermissionSearch.ts';

export interface PermissionTreeProps {
  vocabulary: Vocabulary;
  /** The roles resource whose texts the picker reads (`resources.<name>.picker`). */
  resourceName: string;
  value?: unknown;
  onChange?: (value: string[]) => void;
  id?: string;
}

/** A box's words: a page's title, View, or the action's name. */
function titleOf(node: PermissionNode, t: TFunction, resourceName: string): string {
  if (node.kind === 'read') return t(pickerText(resourceName, 'read'));
  if (node.kind === 'action') return t(pickerText(resourceName, `actions.${node.action}`), { defaultValue: node.action });
  return permissionWords(node.path, t, resourceName);
}

/**
 * A role's permissions as boxes (sections, pages, View and actions) and feature flags. Checking a
 * whole page or section stores its wildcard; strings the picker does not offer are kept and listed.
 */
export function PermissionTree({ vocabulary, resourceName, value, onChange, id }: PermissionTreeProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const nodes = useMemo(() => buildPermissionTree(vocabulary.tree), [vocabulary]);
  const title = useCallback((node: PermissionNode) => titleOf(node, t, resourceName), [t, resourceName]);
  const { query, search, shown, expanded, setExpanded } = usePermissionSearch(nodes, title);
  const visible = useMemo(() => new Set(leafKeys(shown)), [shown]);
  const treeData = useMemo(() => {
    const toTreeData = (list: readonly PermissionNode[]): TreeDataNode[] =>
      list.map((node) => ({ key: node.key, title: title(node), children: node.children && toTreeData(node.children) }));
    return toTreeData(shown);
  }, [shown, title]);
  const permissions = permissionStrings(value);
  const { checked, flags, unknown } = splitPermissions(permissions, nodes, vocabulary.flags);

  // A search hides boxes: their state is kept, only the shown ones change.
  const check = (keys: Key[] | { checked: Key[] }) => {
    const now = new Set((Array.isArray(keys) ? keys : keys.checked).map(String).filter((key) => visible.has(key)));
    const next = new Set([...[...checked].filter((key) => !visible.has(key)), ...now]);
    onChange?.(withCheckedBoxes(permissions, nodes, vocabulary.flags, next));
  };

  return (
    <Flex vertical gap={8} id={id} data-testid="permission-picker">
      <Typography.Text strong>{t(pickerText(resourceName, 'pages'))}</Typography.Text>
      <Input.Search
        allowClear
        placeholder={t(pickerText(resourceName, 'search'))}
        aria-label={t(pickerText(resourceName, 'search'))}
        value={query}
        onChange={(event) => search(event.target.value)}
      />
      <div style={{ maxHeight: 420, overflow: 'auto', border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadius, padding: 4 }}>
        <Tree
          checkable
          selectable={false}
          treeData={treeData}
          checkedKeys={[...checked].filter((key) => visible.has(key))}
          expandedKeys={expanded}
          onExpand={setExpanded}
          onCheck={check}
        />
      </div>
      {vocabulary.flags.length > 0 && (
        <>
          <Typography.Text strong>{t(pickerText(resourceName, 'flags'))}</Typography.Text>
          <Checkbox.Group
            value={flags}
            options={vocabulary.flags.map((flag) => ({ value: flag, label: t(pickerText(resourceName, `flagNames.${flag}`), { defaultValue: flag }) }))}
            onChange={(chosen) => onChange?.(withFlags(permissions, vocabulary.flags, chosen))}
          />
        </>
      )}
      <UnknownPermissions
        resourceName={resourceName}
        unknown={unknown}
        onRemove={(permission) => onChange?.(permissions.filter((item) => item !== permission))}
      />
    </Flex>
  );
}
