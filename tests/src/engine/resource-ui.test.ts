import { describe, expect, it } from 'vitest';
import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { RESOURCES } from '../../../resources/index.ts';
import { customWidget } from '../../../src/engine/custom-widgets.tsx';
import { recordActionUi } from '../../../src/engine/record-action-ui.ts';
import { NO_UI, type ResourceUi } from '../../../src/engine/resource-ui.ts';
import { loadResourceUi, RESOURCE_UI } from '../../../src/resource-ui.ts';

/**
 * What a declaration names that the browser cannot provide (a widget neither generic nor in the
 * resource's extension, a body action without a dialog), and what an extension provides that the
 * declaration never names (a mistyped key, which would silently do nothing).
 */
function unresolved(resource: ResourceDefinition, ui: ResourceUi): string[] {
  const resolves = (field: ResourceDefinition['fieldList'][number]) => {
    try {
      return Boolean(customWidget(field, ui));
    } catch {
      return false;
    }
  };
  return [
    ...resource.fieldList.filter((field) => field.widget && !resolves(field)).map((field) => `${resource.name}.${field.name}: no widget "${field.widget}"`),
    ...resource.recordActions
      .filter((action) => action.body && !recordActionUi(ui, action.name).BodyDialog)
      .map((action) => `${resource.name}/${action.name}: no body dialog`),
    ...Object.keys(ui.widgets ?? {})
      .filter((name) => !resource.fieldList.some((field) => field.widget === name))
      .map((name) => `${resource.name}: widget "${name}" named by no field`),
    ...Object.keys(ui.actions ?? {})
      .filter((name) => !resource.recordActions.some((action) => action.name === name))
      .map((name) => `${resource.name}: hints for undeclared action "${name}"`),
  ];
}

describe('per-resource browser extensions, loaded as the route loads them', () => {
  it('resolves every declared widget and every body dialog of every resource', async () => {
    const problems = await Promise.all(RESOURCES.map(async (resource) => unresolved(resource, await loadResourceUi(resource.name))));
    expect(problems.flat()).toEqual([]);
    // Not vacuous: generic (documents' file type icon) and extension widgets, and a body action, were checked.
    expect(RESOURCES.flatMap((resource) => resource.fieldList.filter((field) => field.widget)).length).toBeGreaterThanOrEqual(6);
    expect(RESOURCES.flatMap((resource) => resource.recordActions.filter((action) => action.body)).length).toBeGreaterThan(0);
  });

  it('fails for a widget nobody provides, and for a feature widget without its extension', async () => {
    const [anyField] = commodities.fieldList;
    const typo = { ...commodities, fieldList: [...commodities.fieldList, { ...anyField, name: 'extra', widget: 'goods-skuz' }] };
    expect(unresolved(typo, await loadResourceUi('commodities'))).toEqual(['commodities.extra: no widget "goods-skuz"']);
    expect(unresolved(commodities, NO_UI)).toEqual([
      'commodities.attributes: no widget "goods-attributes"',
      'commodities.parameters: no widget "goods-parameters"',
      'commodities.skus: no widget "goods-skus"',
      'commodities.linked_ids: no widget "goods-links"',
      'commodities.visible_store_ids: no widget "goods-stores"',
      'commodities/share: no body dialog',
    ]);
  });

  it('refuses to render a widget name nobody registered, naming it', () => {
    expect(() => customWidget({ widget: 'nope' }, NO_UI)).toThrow(/No custom widget named "nope"/);
  });

  it('keys every extension by a declared resource name (a wrong key would never load)', () => {
    const names = RESOURCES.map((resource) => resource.name);
    expect(Object.keys(RESOURCE_UI).filter((name) => !names.includes(name))).toEqual([]);
  });
});
