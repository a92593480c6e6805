import { describe, expect, it } from 'vitest';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import { RESOURCES } from '../../../resources/index.ts';
import { engineEn } from '../../../resources/messages/engine-en.ts';
import { engineEs } from '../../../resources/messages/engine-es.ts';
import { engineJa } from '../../../resources/messages/engine-ja.ts';
import { engineZh } from '../../../resources/messages/engine-zh.ts';
import { listColumns } from '../../../src/engine/list-columns.tsx';
import { LIST_BOX_AT_1440, LIST_BOX_BESIDE_ASIDE_AT_1440, rowActionsWidth, SELECTION_WIDTH, tableWidth, textWidth } from '../../../src/engine/list-widths.ts';
import { loadResourceUi } from '../../../src/resource-ui.ts';

/**
 * The widest Actions column a list can have: every link the declaration allows someone (edit and
 * delete where it is writable, tags where it has a tag area), in the language whose words are
 * longest, and the "…" menu of its declared actions.
 */
function widestActions(resource: ResourceDefinition): number {
  const menu = resource.recordActions.length > 0;
  return Math.max(
    ...[engineEn, engineZh, engineEs, engineJa].map(({ engine }) => {
      const links = [engine.show];
      if (resource.writable) links.push(engine.edit);
      if (resource.writable && resource.tagArea) links.push(engine.tags);
      if (resource.writable && resource.deletion !== 'none') links.push(engine.delete);
      return rowActionsWidth(links, menu);
    }),
  );
}

/** Whether someone may see the list's checkboxes (ResourceList: delete, export or a declared action). */
const selectable = (resource: ResourceDefinition) =>
  (resource.writable && resource.deletion !== 'none') || resource.export || resource.recordActions.length > 0;

describe('the widths of list columns', () => {
  it('estimates words generously, CJK at a whole em', () => {
    expect(textWidth('查看')).toBe(28);
    // "Delete" renders about 42 px wide in the app's 14 px sans-serif.
    expect(textWidth('Delete')).toBeGreaterThanOrEqual(42);
    expect(textWidth('Delete')).toBeLessThan(50);
  });

  it('gives every column a width, the declared one or its kind’s', () => {
    for (const resource of RESOURCES) for (const column of listColumns(resource)) expect(column.width, `${resource.name}.${column.name}`).toBeGreaterThan(0);
  });

  // Issue 35: the plans list cut its status to "Submitt" and pushed "Public library" under the fixed
  // Actions column; the shops list showed 3 of 12 columns. Each list's default columns fit a 1440 px window.
  it.each(RESOURCES.map((resource) => [resource.name, resource] as const))('%s: the default columns fit a 1440 px window', async (_, resource) => {
    const columns = listColumns(resource).filter((column) => column.defaultVisible);
    const ui = await loadResourceUi(resource.name);
    const aside = Boolean(ui.aside) && !ui.asideAbove;
    const needed = tableWidth(columns) + (selectable(resource) ? SELECTION_WIDTH : 0) + widestActions(resource);
    const box = aside ? LIST_BOX_BESIDE_ASIDE_AT_1440 : LIST_BOX_AT_1440;
    expect(needed, `${columns.map((column) => `${column.name} ${column.width}`).join(', ')}`).toBeLessThanOrEqual(box);
  });
});
