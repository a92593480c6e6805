import { describe, expect, expectTypeOf, it } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { commodityAttributes } from '../../../resources/commodity-attributes/commodity-attributes.resource.ts';
import { documents } from '../../../resources/documents/documents.resource.ts';
import type { ActionNamesOf, WidgetNamesOf } from '../../../resources/engine/resource-types.ts';
import { resourceUi as commoditiesUi } from '../../../src/commodities/commodities.ui.tsx';
import type { CustomWidget } from '../../../src/engine/custom-widgets.tsx';
import { resourceUiFor } from '../../../src/engine/resource-ui.ts';

// Most of what this file proves is proved by `npm run typecheck` (tsconfig.app.json includes
// tests/src): each `@ts-expect-error` fails the type check once the mistake it marks compiles.

const widget: CustomWidget = { Display: () => null };

describe('a browser extension declared against its resource', () => {
  it('knows the widget names its declaration gives, as literals', () => {
    expectTypeOf<WidgetNamesOf<typeof commodities>>().toEqualTypeOf<'goods-attributes' | 'goods-parameters' | 'goods-skus' | 'goods-links' | 'goods-stores'>();
    // A generic widget is still a name the declaration gives.
    expectTypeOf<WidgetNamesOf<typeof documents>>().toEqualTypeOf<'file-type-icon'>();
    const declared = commodities.fieldList.flatMap((field) => (field.widget ? [field.widget] : []));
    expect(Object.keys(commoditiesUi.widgets ?? {}).sort()).toEqual(declared.sort());
  });

  it('makes a misspelt widget or action name a compile error', () => {
    // @ts-expect-error goods-skuz is no widget of commodities
    resourceUiFor(commodities, { widgets: { 'goods-skuz': widget } });
    // @ts-expect-error shelf is no action of commodities (shelve is)
    resourceUiFor(commodities, { actions: { shelf: { shownFor: () => true } } });
    // @ts-expect-error goods-skus is a widget of commodities, not of documents
    resourceUiFor(documents, { widgets: { 'goods-skus': widget } });
    // @ts-expect-error shelve is no action of documents (their public library's share and unshare are)
    resourceUiFor(documents, { actions: { shelve: {} } });
    expectTypeOf<ActionNamesOf<typeof documents>>().toEqualTypeOf<'share' | 'unshare'>();
    // @ts-expect-error goods attributes declare no record action at all
    resourceUiFor(commodityAttributes, { actions: { share: {} } });
    expectTypeOf<ActionNamesOf<typeof commodityAttributes>>().toEqualTypeOf<never>();
  });

  it('hands the extension on unchanged, keyed as declared', () => {
    const shelf = { shownFor: () => false };
    const ui = resourceUiFor(commodities, { widgets: { 'goods-skus': widget }, actions: { shelve: shelf } });
    expect(ui.widgets?.['goods-skus']).toBe(widget);
    expect(ui.actions?.shelve).toBe(shelf);
  });
});
