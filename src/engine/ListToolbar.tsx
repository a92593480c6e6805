import { ReloadOutlined, UploadOutlined } from '@ant-design/icons';
import type { CrudFilter } from '@refinedev/core';
import { Button, Flex, Grid, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { ImportDialog } from './ImportDialog.tsx';
import { BatchControls } from './BatchControls.tsx';
import { isNarrow } from './query-form-layout.ts';
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

/**
 * The bulk actions (until rows are selected), import, refresh and the column chooser, each shown only
 * where the declaration and the session allow. One row at phone width: the bulk actions and Import
 * fold into one menu there.
 */
export function ListToolbar({ resource, abilities, selected, filters, exportColumns, onRefresh, onDeleted, extra, recordActions }: Props) {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  // At phone width Import joins the bulk actions' menu, so the toolbar stays one row.
  const narrow = isNarrow(Grid.useBreakpoint());
  const startImport = abilities.import ? () => setImporting(true) : undefined;

  return (
    <>
      <Flex justify="space-between" align="center" gap={8} wrap={!narrow} style={{ marginBottom: 16 }}>
        <Space wrap={!narrow}>
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
              onImport={narrow ? startImport : undefined}
            />
          )}
          {abilities.import && !(narrow && selected.length === 0) && (
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="import">
              {t('engine.import')}
            </Button>
          )}
        </Space>
        <Space wrap={!narrow}>
          <Button icon={<ReloadOutlined />} onClick={onRefresh} aria-label={t('engine.refresh')} />
          {extra}
        </Space>
      </Flex>
      {abilities.import && <ImportDialog resource={resource} open={importing} onClose={() => setImporting(false)} />}
    </>
  );
}
