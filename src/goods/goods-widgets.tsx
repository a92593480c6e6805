import type { CustomWidget } from '../engine/custom-widgets.tsx';
import { AttributesDisplay, LinksDisplay, ParametersDisplay, SkusDisplay, StoresDisplay } from './GoodsDisplays.tsx';
import { GoodsAttributesEditor } from './GoodsAttributesEditor.tsx';
import { GoodsLinksPicker } from './GoodsLinksPicker.tsx';
import { GoodsParametersEditor } from './GoodsParametersEditor.tsx';
import { GoodsSkusEditor, skusFromForm } from './GoodsSkusEditor.tsx';

/** The goods' custom widgets, by the names commodities.resource.ts gives its json fields. */
export const goodsWidgets: Record<string, CustomWidget> = {
  'goods-attributes': { Editor: GoodsAttributesEditor, Display: AttributesDisplay },
  'goods-parameters': { Editor: GoodsParametersEditor, Display: ParametersDisplay },
  'goods-skus': { Editor: GoodsSkusEditor, Display: SkusDisplay, fromForm: skusFromForm },
  'goods-links': { Editor: GoodsLinksPicker, Display: LinksDisplay },
  // Set by the share action only: shown, never edited.
  'goods-stores': { Display: StoresDisplay },
};
