import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { columnTitle, type ListColumn } from './list-columns.tsx';

interface Props {
  resource: ResourceDefinition;
  columns: ListColumn[];
  visible: string[];
  onChange: (visible: string[]) => void;
}

/** The column chooser: one checkbox per column the list can show; at least one stays on. */
export function ColumnChooser({ resource, columns, visible, onChange }: Props) {
  const { t } = useTranslation();
  const content = (
    <Checkbox.Group
      value={visible}
      onChange={(names) => names.length > 0 && onChange(names as string[])}
      style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
      options={columns.map((column) => ({ value: column.name, label: columnTitle(resource, column.name, t) }))}
    />
  );
  return (
    <Popover trigger="click" placement="bottomRight" title={t('engine.columns')} content={content}>
      <Button icon={<SettingOutlined />} data-testid="column-chooser">
        {t('engine.columns')}
      </Button>
    </Popover>
  );
}
