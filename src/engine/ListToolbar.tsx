import { ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { BatchControls } from './BatchControls.tsx';
import type { RecordActions } from './useRecordActions.ts';
import type { ResourceAbilities } from './useResourceAbilities.ts';

interface Props {
  resource: ResourceDefinition;
  abilities: ResourceAbilities;
  selected: (number | string)[];
  filters: CrudFilter[];
  /** Visible field columns: what an export writes. */
  exportColumns: string[];
  onRefresh: () => void;
  onDeleted: () => void;
  extra?: ReactNode;
  /** The declared record actions, offered on the selection. */
  recordActions?: RecordActions;
}

/** The bulk actions (until rows are selected), import, refresh and the column chooser, each shown only where the declaration and the session allow. */
export function ListToolbar({ resource, abilities, selected, filters, exportColumns, onRefresh, onDeleted, extra, recordActions }: Props) {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);

  return (
    <>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Space wrap>
          {/* While rows are selected, the bulk actions move to the selection bar; here they say "select first" (spec §8). */}
          {selected.length === 0 && (
            <BatchControls
              resource={resource}
              abilities={abilities}
              selected={selected}
              filters={filters}
              exportColumns={exportColumns}
              onDeleted={onDeleted}
              recordActions={recordActions}
            />
          )}
          {abilities.import && (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import">
              {t('engine.import')}
            </Button>
          )}
        </Space>
        <Space wrap>
          <Button icon={<ReloadOutlined />} onClick={onRefresh} aria-label={t('engine.refresh')} />
          {extra}
        </Space>
      </Space>
      {abilities.import && <ImportDialog resource={resource} open={importing} onClose={() => setImporting(false)} />}
    </>
  );
}
