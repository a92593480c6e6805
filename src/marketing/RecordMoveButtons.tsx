import { Button, Popconfirm } from 'antd';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { EngineRecord } from '../engine/list-columns.tsx';
import { type AvailableAction, useRecordActions } from '../engine/useRecordActions.ts';

/** The words of the question asked before `remove`, which cannot be undone. */
export interface RemoveWords {
  title: string;
  description: string;
  cancel: string;
}

/**
 * The moves a record's state offers now (publish, pause, resume, delete…), each a button, for
 * whoever holds their permission actions; `remove` asks first. The record's page refreshes with it.
 */
export function RecordMoveButtons({
  resource,
  record,
  remove,
  testId,
}: {
  resource: ResourceDefinition;
  record: EngineRecord;
  remove: RemoveWords;
  testId: string;
}) {
  const recordActions = useRecordActions(resource);
  const run = (action: AvailableAction) => recordActions.start(action, [record.id], record);
  return recordActions.rowActions(record).map((action) =>
    action.name === 'remove' ? (
      <Popconfirm
        key={action.name}
        title={remove.title}
        description={remove.description}
        okText={action.label}
        okButtonProps={{ danger: true }}
        cancelText={remove.cancel}
        onConfirm={() => run(action)}
      >
        <Button danger loading={recordActions.busy} data-testid={`${testId}-remove`}>
          {action.label}
        </Button>
      </Popconfirm>
    ) : (
      <Button
        key={action.name}
        type={action.name === 'publish' ? 'primary' : 'default'}
        loading={recordActions.busy}
        onClick={() => run(action)}
        data-testid={`${testId}-${action.name}`}
      >
        {action.label}
      </Button>
    ),
  );
}
