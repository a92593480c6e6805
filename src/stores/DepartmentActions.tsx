import { DeleteOutlined, EditOutlined, PlusOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Department } from '../../resources/stores/departments.schema.ts';
import type { ResourceAbilities } from '../engine/useResourceAbilities.ts';

interface Props {
  department: Department;
  abilities: Pick<ResourceAbilities, 'create' | 'edit' | 'delete'>;
  onAddSub: () => void;
  onRename: () => void;
  onSetAsStore: () => void;
  onRemove: () => Promise<unknown>;
}

const text = (key: string) => `resources.stores.departments.${key}`;

/**
 * What can be done to the chosen department, each offered only to a session that may do it
 * (the store page's create / edit / delete rights); one already a store is not offered again.
 */
export function DepartmentActions({ department, abilities, onAddSub, onRename, onSetAsStore, onRemove }: Props) {
  const { t } = useTranslation();
  return (
    <Flex gap={4} wrap data-testid="department-actions">
      {abilities.create && (
        <Button size="small" icon={<PlusOutlined />} onClick={onAddSub}>
          {t(text('addSub'))}
        </Button>
      )}
      {abilities.edit && (
        <Button size="small" icon={<EditOutlined />} onClick={onRename}>
          {t(text('rename'))}
        </Button>
      )}
      {abilities.create && department.store_id === null && (
        <Button size="small" icon={<ShopOutlined />} onClick={onSetAsStore}>
          {t(text('setAsStore'))}
        </Button>
      )}
      {abilities.delete && (
        <Popconfirm
          title={t(text('removeConfirm'), { name: department.name })}
          okText={t(text('remove'))}
          okButtonProps={{ danger: true }}
          cancelText={t('engine.cancel')}
          onConfirm={() => onRemove().catch(() => undefined)}
        >
          <Button size="small" danger icon={<DeleteOutlined />}>
            {t(text('remove'))}
          </Button>
        </Popconfirm>
      )}
    </Flex>
  );
}
