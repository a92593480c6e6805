import { useCustomMutation } from '@refinedev/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MaterialArea } from '../../resources/materials/material-constants.ts';
import { type Material, materialPaths } from '../../resources/materials/material-record.schema.ts';
import { type BatchResult, batchPath, recordPath } from '../../resources/wire/protocol.ts';
import { notifyMaterialsChanged } from './material-events.ts';
import type { SpeechSettings } from './speech-preview.ts';

export type SpeechValues = SpeechSettings & { name: string };

const quiet = { successNotification: false, errorNotification: false } as const;

/**
 * A library's writes. Each resolves with the server's answer and announces the change, or
 * rejects with the ApiError (the HTTP client has already shown its message; forms put its field
 * errors on their fields).
 */
export function useMaterialWrites(area: MaterialArea) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { mutateAsync } = useCustomMutation();
  const paths = materialPaths(area);

  const send = async <T>(url: string, method: 'post' | 'put' | 'patch' | 'delete', values: object = {}): Promise<T> => {
    const { data } = await mutateAsync({ url, method, values, ...quiet });
    notifyMaterialsChanged(area);
    return data as unknown as T;
  };

  /** A batch's outcome in one toast: how many went, and why the first refusal was refused. */
  const report = (result: BatchResult) => {
    const done = t('engine.batchDone', { ok: result.ok.length, failed: result.failed.length });
    if (result.failed.length) void message.warning(`${done} ${result.failed[0].message}`, 5);
    else void message.success(done);
    return result;
  };

  const saved = async (written: Promise<Material>) => {
    const material = await written;
    void message.success(t('engine.saved'));
    return material;
  };

  return {
    createFolder: (name: string, pid: number | null) => saved(send(paths.folders, 'post', { name, pid })),
    rename: (id: number, name: string) => saved(send(recordPath(paths.base, id), 'patch', { name })),
    createSpeech: (values: SpeechValues, pid: number | null) => saved(send(paths.speech, 'post', { ...values, pid })),
    updateSpeech: (id: number, values: SpeechValues) => saved(send(recordPath(paths.speech, id), 'put', values)),
    /** One material moves on its own (its refusal is the error); several go as a batch. */
    move: async (ids: number[], pid: number | null): Promise<BatchResult> => {
      if (ids.length === 1) {
        await send(recordPath(paths.base, ids[0], 'move'), 'post', { pid });
        void message.success(t('engine.saved'));
        return { ok: ids, failed: [] };
      }
      return report(await send<BatchResult>(batchPath(paths.base, 'move'), 'post', { ids, pid }));
    },
    remove: async (ids: number[]): Promise<BatchResult> => {
      if (ids.length === 1) {
        await send(recordPath(paths.base, ids[0]), 'delete');
        void message.success(t('engine.saved'));
        return { ok: ids, failed: [] };
      }
      return report(await send<BatchResult>(batchPath(paths.base, 'delete'), 'post', { ids }));
    },
  };
}

export type MaterialWrites = ReturnType<typeof useMaterialWrites>;
