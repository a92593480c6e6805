import { useCustomMutation } from '@refinedev/core';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MaterialArea } from '../../resources/materials/material-constants.ts';
import { materialPaths } from '../../resources/materials/material-record.schema.ts';
import { type UploadItem, uploads } from '../uploads/upload-manager.ts';
import { notifyMaterialsChanged } from './material-events.ts';
import { acceptedForPeople, materialKindOfFile, materialMimeOf, materialNameOf, UPLOAD_KIND_OF } from './material-kinds.ts';

const quiet = { successNotification: false, errorNotification: false } as const;

/**
 * Uploading into a folder: each file goes on the page's upload list (progress in the top bar)
 * under the upload kind its extension names; each that lands becomes a material of the folder it
 * was dropped into, even if the user has moved on, and the library reloads. The server may refuse
 * the record (capacity: 409); the HTTP client shows its message.
 */
export function useMaterialUpload(area: MaterialArea) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { mutateAsync } = useCustomMutation();
  const url = materialPaths(area).base;

  return (files: readonly File[], pid: number | null) => {
    for (const file of files) {
      const kind = materialKindOfFile(file.name);
      if (!kind) {
        void message.error(t('resources.materials.library.notAccepted', { name: file.name, accepted: acceptedForPeople() }), 5);
        continue;
      }
      uploads.add(file, UPLOAD_KIND_OF[kind], (item: UploadItem) => {
        if (item.status === 'failed' || !item.result) {
          void message.error(t('resources.materials.library.uploadFailed', { name: file.name, reason: item.error ?? t('uploads.failed') }), 5);
          return;
        }
        const { url: fileUrl, size, mime, width, height, name } = item.result;
        const values = { kind, name: materialNameOf(name || file.name), url: fileUrl, size, mime: materialMimeOf(file.name, mime), width, height, pid };
        mutateAsync({ url, method: 'post', values, ...quiet }).then(
          () => notifyMaterialsChanged(area),
          () => undefined,
        );
      });
    }
  };
}
