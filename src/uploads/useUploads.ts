import { useSyncExternalStore } from 'react';
import { type UploadItem, uploads } from './upload-manager.ts';

/** The upload list, re-rendering whenever an item changes. */
export function useUploads(): readonly UploadItem[] {
  return useSyncExternalStore(
    (listener) => uploads.subscribe(listener),
    () => uploads.list(),
  );
}
