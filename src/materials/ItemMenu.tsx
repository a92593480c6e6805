import { DeleteOutlined, DragOutlined, EditOutlined, EllipsisOutlined, FolderOpenOutlined, FormOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Material } from '../../resources/materials/material-record.schema.ts';
import { type ItemAction, itemActions } from './material-actions.ts';
import type { MaterialAbilities } from './useMaterialAbilities.ts';

const ICONS: Record<ItemAction, ReactNode> = {
  open: <FolderOpenOutlined />,
  edit: <FormOutlined />,
  rename: <EditOutlined />,
  move: <DragOutlined />,
  delete: <DeleteOutlined />,
};

/** A material's "⋯" menu of the actions it offers this session. */
export function ItemMenu({
  material,
  abilities,
  onAction,
}: {
  material: Material;
  abilities: MaterialAbilities;
  onAction: (action: ItemAction, material: Material) => void;
}) {
  const { t } = useTranslation();
  const actions = itemActions(material, abilities);
  if (!actions.length) return null;
  const label = (action: ItemAction) =>
    action === 'delete' ? t('engine.delete') : action === 'edit' ? t('engine.edit') : t(`resources.materials.library.${action}`);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: actions.map((action) => ({ key: action, icon: ICONS[action], label: label(action), danger: action === 'delete' })),
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          onAction(key as ItemAction, material);
        },
      }}
    >
      <Button
        type="text"
        size="small"
        icon={<EllipsisOutlined />}
        aria-label={t('resources.materials.library.more')}
        onClick={(event) => event.stopPropagation()}
        onDoubleClick={(event) => event.stopPropagation()}
        data-testid="material-menu"
      />
    </Dropdown>
  );
}
