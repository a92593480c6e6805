import type { RecordActionUi } from '../engine/record-action-ui.ts';
import { ShareDialog } from './ShareDialog.tsx';

/** The goods' record actions in the browser: which rows offer each, and the share dialog. */
export const goodsActionUi: Record<string, RecordActionUi> = {
  shelve: { shownFor: (goods) => !goods.on_shelf },
  unshelve: { shownFor: (goods) => Boolean(goods.on_shelf) },
  submit: { shownFor: (goods) => goods.status !== 'submitted' },
  share: { BodyDialog: ShareDialog },
  unshare: { shownFor: (goods) => goods.visibility !== 'none' },
};
