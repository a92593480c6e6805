import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { mediaStoreChoicesPath } from '../../resources/media/media-fields.ts';
import type { EngineRecord } from '../engine/list-columns.tsx';
import { shareDialogFor } from '../lib/ShareDialog.tsx';

/**
 * The public library of albums, videos and documents in the browser, as goods and plans have it:
 * the share dialog (the three ranges, the stores of partial visibility) and taking back only what
 * is in the library.
 */
export function mediaUi(resource: ResourceDefinition) {
  return {
    actions: {
      share: { BodyDialog: shareDialogFor(resource.name, mediaStoreChoicesPath(resource.name)) },
      unshare: { shownFor: (record: EngineRecord) => record.visibility !== 'none' },
    },
  };
}
