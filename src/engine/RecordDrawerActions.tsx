import { useOne } from '@refinedev/core';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { EngineRecord } from './list-columns.tsx';
import { DetailActionsMenu, RecordActionDialog } from './RecordActionsMenu.tsx';
import { useRecordActions } from './useRecordActions.ts';

/**
 * The record actions a record's details offer: exactly those its list row offers now (its machines'
 * moves from its state, the extension's hints, the session's rights), run the same way. The record
 * is the details' own query (one request for both), so a run's refresh moves the offer on with it.
 */
export function RecordDrawerActions({ resource, id }: { resource: ResourceDefinition; id: number }) {
  const recordActions = useRecordActions(resource);
  const { result: record } = useOne<EngineRecord>({ resource: resource.name, id, errorNotification: false });
  if (!record) return null;
  return (
    <>
      <DetailActionsMenu record={record} recordActions={recordActions} />
      {/* Inside the drawer, so antd stacks an action's dialog above it. */}
      <RecordActionDialog recordActions={recordActions} />
    </>
  );
}
