import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { EngineRecord } from '../engine/list-columns.tsx';
import { shareDialogFor } from '../lib/ShareDialog.tsx';
import { storeChoicesPath } from '../../resources/plans/plans.resource.ts';
import { coverCellFor, nameCellFor } from './plan-cells.tsx';
import { PlanHeaderActions } from './PlanHeaderActions.tsx';

/** Publishing needs scenes and a revision viewers have not got yet (which state may publish, the machine says). */
const publishable = (plan: EngineRecord) => plan.import_status === 'ready' && Number(plan.scene_count) > 0 && plan.published_revision !== plan.revision;

/** What plans and halls show in the browser: the viewer on the cover, editor links, and which rows offer which action. */
export function merchantPlanUi(resource: ResourceDefinition) {
  const resourceName = resource.name;
  return {
    cells: { cover: coverCellFor(resourceName, resource.path), name: nameCellFor(resource) },
    headerActions: PlanHeaderActions,
    actions: {
      share: { BodyDialog: shareDialogFor(resourceName, storeChoicesPath(resourceName)) },
      unshare: { shownFor: (plan: EngineRecord) => plan.visibility !== 'none' },
      copy: { shownFor: (plan: EngineRecord) => plan.import_status !== 'importing' },
      publish: { shownFor: publishable },
    },
  };
}

/** Templates: the viewer on the cover, the editor and preview links, and publishing. */
export function templateUi(resource: ResourceDefinition) {
  return {
    cells: { cover: coverCellFor(resource.name, resource.path), name: nameCellFor(resource) },
    actions: { publish: { shownFor: publishable } },
  };
}
