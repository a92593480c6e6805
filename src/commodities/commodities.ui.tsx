import { commodities } from '../../resources/commodities/commodities.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { AttributesDisplay, LinksDisplay, ParametersDisplay, SkusDisplay, StoresDisplay } from './CommodityDisplays.tsx';
import { CommodityAttributesEditor } from './CommodityAttributesEditor.tsx';
import { CommodityLinksPicker } from './CommodityLinksPicker.tsx';
import { CommodityParametersEditor } from './CommodityParametersEditor.tsx';
import { CommoditySkusEditor, skusFromForm } from './CommoditySkusEditor.tsx';
import { STORE_OPTIONS_PATH } from '../../resources/commodities/store-options-path.ts';
import { shareDialogFor } from '../lib/ShareDialog.tsx';

/**
 * The goods' browser extension (resources/commodities/commodities.resource.ts), loaded with the
 * goods page only: the editors and displays of its json fields, by the widget names the
 * declaration gives them, and which rows offer each record action, with the share dialog.
 */
export const resourceUi = resourceUiFor(commodities, {
  widgets: {
    'goods-attributes': { Editor: CommodityAttributesEditor, Display: AttributesDisplay },
    'goods-parameters': { Editor: CommodityParametersEditor, Display: ParametersDisplay },
    'goods-skus': { Editor: CommoditySkusEditor, Display: SkusDisplay, fromForm: skusFromForm },
    'goods-links': { Editor: CommodityLinksPicker, Display: LinksDisplay },
    // Set by the share action only: shown, never edited.
    'goods-stores': { Display: StoresDisplay },
  },
  actions: {
    // Shelve, unshelve and submit are offered where the goods' machines move them (commodities.resource.ts).
    share: { BodyDialog: shareDialogFor('commodities', STORE_OPTIONS_PATH) },
    unshare: { shownFor: (goods) => goods.visibility !== 'none' },
  },
});
