import type { Material } from '../../resources/materials/material-record.schema.ts';
import type { MaterialAbilities } from './useMaterialAbilities.ts';

export type ItemAction = 'open' | 'edit' | 'rename' | 'move' | 'delete';

/** The actions a material's menu offers: open (a folder, a file), its writes as far as the session may. */
export function itemActions(material: Pick<Material, 'kind' | 'url'>, abilities: MaterialAbilities): ItemAction[] {
  const actions: ItemAction[] = [];
  if (material.kind === 'folder' || material.url) actions.push('open');
  if (material.kind === 'speech' && abilities.edit) actions.push('edit');
  if (abilities.edit) actions.push('rename', 'move');
  if (abilities.delete) actions.push('delete');
  return actions;
}

/** What a double-click (or Enter) does: open a folder or a file, edit a speech (or preview it without edit rights). */
export function primaryAction(material: Pick<Material, 'kind' | 'url'>, abilities: MaterialAbilities): ItemAction | undefined {
  if (material.kind === 'speech') return abilities.edit ? 'edit' : undefined;
  return material.kind === 'folder' || material.url ? 'open' : undefined;
}
