import { DownOutlined, EllipsisOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EngineRecord } from './list-columns.tsx';
import type { RecordActions } from './useRecordActions.ts';

/** The record actions `record`'s state offers now, behind `children` (the button that opens them); none: nothing. */
function OfferedActionsMenu({ record, recordActions, children }: { record: EngineRecord; recordActions: RecordActions; children: ReactNode }) {
  const offered = recordActions.rowActions(record);
  if (!offered.length) return null;
  const onClick = ({ key }: { key: string }) => recordActions.start(offered.find((action) => action.name === key)!, [record.id], record);
  return (
    <Dropdown trigger={['click']} menu={{ items: offered.map((action) => ({ key: action.name, label: action.label })), onClick }}>
      {children}
    </Dropdown>
  );
}

/** A row's declared record actions (those its state offers), behind one "more" button. */
export function RowActionsMenu({ record, recordActions }: { record: EngineRecord; recordActions: RecordActions }) {
  const { t } = useTranslation();
  return (
    <OfferedActionsMenu record={record} recordActions={recordActions}>
      <Button type="link" size="small" icon={<EllipsisOutlined />} aria-label={t('engine.actions')} title={t('engine.actions')} data-testid="row-actions" />
    </OfferedActionsMenu>
  );
}

/** The same actions on a record's details, as a labelled button: a drawer footer has room for the word. */
export function DetailActionsMenu({ record, recordActions }: { record: EngineRecord; recordActions: RecordActions }) {
  const { t } = useTranslation();
  return (
    <OfferedActionsMenu record={record} recordActions={recordActions}>
      <Button loading={recordActions.busy} data-testid="detail-actions">
        {t('engine.actions')} <DownOutlined />
      </Button>
    </OfferedActionsMenu>
  );
}

/** The toolbar's batch record actions: each runs on the selection (none selected: the spec §8 message). */
export function BatchActionsMenu({ selected, recordActions }: { selected: number[]; recordActions: RecordActions }) {
  const { t } = useTranslation();
  if (!recordActions.actions.length) return null;
  const onClick = ({ key }: { key: string }) => recordActions.start(recordActions.actions.find((action) => action.name === key)!, selected);
  return (
    <Dropdown trigger={['click']} menu={{ items: recordActions.actions.map((action) => ({ key: action.name, label: action.label })), onClick }}>
      <Button loading={recordActions.busy} data-testid="batch-actions">
        {t('engine.actions')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

/** The dialog of the action waiting for its body (share: the visibility range), if any. */
export function RecordActionDialog({ recordActions }: { recordActions: RecordActions }) {
  const { pending } = recordActions;
  const Dialog = pending?.action.BodyDialog;
  if (!pending || !Dialog || !pending.action.body) return null;
  return (
    <Dialog
      open
      title={pending.action.label}
      record={pending.record}
      count={pending.ids.length}
      schema={pending.action.body}
      busy={recordActions.busy}
      onSubmit={recordActions.submitPending}
      onCancel={recordActions.cancelPending}
    />
  );
}
