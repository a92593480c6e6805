import { useInvalidate } from '@refinedev/core';
import { App } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition, RecordActionDeclaration } from '../../resources/engine/define-resource.ts';
import { offersAction } from '../../resources/engine/machines.ts';
import { useRequiredSession } from '../session/SessionContext.tsx';
import type { EngineRecord } from './list-columns.tsx';
import { recordActionUi, type RecordActionUi } from './record-action-ui.ts';
import { useResourceUi } from './resource-ui.ts';
import { apiResourceName } from './refine-resources.ts';
import { useMainApi } from './useMainApi.ts';
import type { BatchResult } from '../../resources/wire/protocol.ts';

/** A declared record action this session may use, with its label and browser hints. */
export interface AvailableAction extends RecordActionDeclaration, RecordActionUi {
  label: string;
}

/** An action waiting for its body (the dialog is open). */
export interface PendingAction {
  action: AvailableAction;
  ids: number[];
  record?: EngineRecord;
}

/**
 * The resource's declared record actions (shelve, copy, share...), each offered where the
 * session holds its permission action on the resource's page. One record or a selection: an
 * action with a body first opens its dialog. A failed one-record call has already been shown by
 * the HTTP client (spec §8: "Status unchanged", copy refused); a batch tells each failure's reason.
 */
export function useRecordActions(resource: ResourceDefinition, onBatchDone: () => void = () => undefined) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { checker } = useRequiredSession();
  const api = useMainApi();
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidate();
  const ui = useResourceUi();
  const [pending, setPending] = useState<PendingAction | null>(null);

  const actions = useMemo<AvailableAction[]>(
    () =>
      // Offered on read-only lists too: `writable` is about the generated writes, not declared actions.
      resource.recordActions
        .filter((declared) => checker.can(resource.route, declared.action))
        .map((declared) => ({ ...declared, ...recordActionUi(ui, declared.name), label: t(`resources.${resource.name}.actions.${declared.name}`) }))
        // An action whose body no dialog can collect cannot be offered.
        .filter((action) => !action.body || action.BodyDialog),
    [checker, resource, t, ui],
  );

  // refine refreshes a record's details only by its id: a one-record run names it, so the details
  // open on that record (the show drawer) show its new state and the actions offered from there.
  const refresh = (id?: number) => invalidate({ resource: resource.name, invalidates: ['list', 'many', 'detail'], id });

  // A row's action uses the record's own route; the toolbar's the batch route, whatever the count.
  const send = async ({ action, ids, record }: PendingAction, body?: Record<string, unknown>) => {
    const one = record !== undefined;
    const call = { resource: apiResourceName(resource), action, body };
    setBusy(true);
    try {
      const { data } = await api.recordAction(one ? { ...call, id: ids[0] } : { ...call, ids });
      setPending(null);
      if (one) void message.success(t('engine.saved'));
      else reportBatch(data as BatchResult);
      await refresh(one ? ids[0] : undefined);
    } catch {
      // Shown by the HTTP client already; the dialog stays open to be corrected.
    } finally {
      setBusy(false);
    }
  };

  const reportBatch = (result: BatchResult) => {
    const done = t('engine.batchDone', { ok: result.ok.length, failed: result.failed.length });
    const reasons = [...new Set(result.failed.map((failure) => failure.message))].join(' ');
    if (result.failed.length) void message.warning(`${done} ${reasons}`, 5);
    else void message.success(done);
    onBatchDone();
  };

  /** Runs an action on one row (`record`) or on the selection; nothing selected gets the spec §8 message. */
  const start = (action: AvailableAction, ids: number[], record?: EngineRecord) => {
    if (!ids.length) return void message.warning(t('engine.selectFirst'));
    if (action.body) setPending({ action, ids, record });
    else void send({ action, ids, record });
  };

  return {
    actions,
    /** Actions offered on one row: those that move it from where it is (its machines), and whose hint allows. */
    rowActions: (record: EngineRecord) =>
      actions.filter((action) => offersAction(resource.machines, action.name, record) && (!action.shownFor || action.shownFor(record))),
    start,
    pending,
    submitPending: (body: Record<string, unknown>) => pending && void send(pending, body),
    cancelPending: () => setPending(null),
    busy,
  };
}

export type RecordActions = ReturnType<typeof useRecordActions>;
