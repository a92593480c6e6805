import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Material } from '../../resources/materials/material-record.schema.ts';
import { formatDateTime } from '../engine/date-format.ts';
import { businessZoneTitle } from '../engine/list-columns.tsx';
import { formatBytes } from '../../resources/format/numbers.ts';
import { ItemMenu } from './ItemMenu.tsx';
import type { ItemAction } from './material-actions.ts';
import { MaterialVisual } from './MaterialVisual.tsx';
import type { MaterialAbilities } from './useMaterialAbilities.ts';

interface Props {
  materials: Material[];
  abilities: MaterialAbilities;
  selectable: boolean;
  selected: number[];
  onSelectionChange: (ids: number[]) => void;
  onAction: (action: ItemAction, material: Material) => void;
}

/** The list view of a folder: name (a folder's opens it), kind, size, created, actions. */
export function MaterialTable({ materials, abilities, selectable, selected, onSelectionChange, onAction }: Props) {
  const { t, i18n } = useTranslation();
  const field = (name: string) => t(`resources.materials.fields.${name}`);
  return (
    <Table<Material>
      rowKey="id"
      size="middle"
      dataSource={materials}
      pagination={false}
      scroll={{ x: 640 }}
      data-testid="material-table"
      rowSelection={selectable ? { selectedRowKeys: selected, onChange: (keys) => onSelectionChange(keys as number[]) } : undefined}
      onRow={(material) => ({ onDoubleClick: () => material.kind !== 'folder' && material.url && onAction('open', material) })}
      columns={[
        {
          key: 'name',
          title: field('name'),
          render: (_, material) => (
            <span className="material-row-name">
              <span className="material-row-name__visual">
                <MaterialVisual material={material} size={32} />
              </span>
              {material.kind === 'folder' ? (
                <Typography.Link onClick={() => onAction('open', material)} translate="no">
                  {material.name}
                </Typography.Link>
              ) : (
                <Typography.Text ellipsis translate="no">
                  {material.name}
                </Typography.Text>
              )}
            </span>
          ),
        },
        { key: 'kind', title: field('kind'), width: 140, render: (_, material) => t(`resources.materials.kinds.${material.kind}`) },
        { key: 'size', title: field('size'), width: 100, render: (_, material) => (material.url ? formatBytes(material.size) : '') },
        {
          key: 'created_at',
          title: businessZoneTitle(field('created_at')),
          width: 180,
          render: (_, material) => formatDateTime(material.created_at, i18n.language),
        },
        {
          key: 'actions',
          title: t('engine.actions'),
          width: 80,
          fixed: 'right',
          render: (_, material) => <ItemMenu material={material} abilities={abilities} onAction={onAction} />,
        },
      ]}
    />
  );
}
