import type { ResourceUi } from '../engine/resource-ui.ts';
import { AttributesDisplay, LinksDisplay, ParametersDisplay, SkusDisplay, StoresDisplay } from './GoodsDisplays.tsx';
import { GoodsAttributesEditor } from './GoodsAttributesEditor.tsx';
import { GoodsLinksPicker } from './GoodsLinksPicker.tsx';
import { GoodsParametersEditor } from './GoodsParametersEditor.tsx';
import { GoodsSkusEditor, skusFromForm } from './GoodsSkusEditor.tsx';
import { ShareDialog } from './ShareDialog.tsx';

/**
 * The goods' browser extension (resources/commodities/commodities.resource.ts), loaded with the
 * goods page only: the editors and displays of its json fields, by the widget names the
 * declaration gives them, and which rows offer each record action, with the share dialog.
 */
export const resourceUi: ResourceUi = {
  widgets: {
    'goods-attributes': { Editor: GoodsAttributesEditor, Display: AttributesDisplay },
    'goods-parameters': { Editor: GoodsParametersEditor, Display: ParametersDisplay },
    'goods-skus': { Editor: GoodsSkusEditor, Display: SkusDisplay, fromForm: skusFromForm },
    'goods-links': { Editor: GoodsLinksPicker, Display: LinksDisplay },
    // Set by the share action only: shown, never edited.
    'goods-stores': { Display: StoresDisplay },
  },
  actions: {
    shelve: { shownFor: (goods) => !goods.on_shelf },
    unshelve: { shownFor: (goods) => Boolean(goods.on_shelf) },
    submit: { shownFor: (goods) => goods.status !== 'submitted' },
    share: { BodyDialog: ShareDialog },
    unshare: { shownFor: (goods) => goods.visibility !== 'none' },
  },
};
