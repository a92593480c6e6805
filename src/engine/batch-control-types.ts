import type { CrudFilter } from '@refinedev/core';
import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import type { RecordActions } from './useRecordActions.ts';
import type { ResourceAbilities } from './useResourceAbilities.ts';

/** What the bulk actions work on, shared by BatchControls, the BulkActionsMenu it shows at phone width, and SelectionBar. */
export interface BatchControlsProps {
  resource: ResourceDefinition;
  abilities: ResourceAbilities;
  selected: (number | string)[];
  filters: CrudFilter[];
  /** Visible field columns: what an export writes. */
  exportColumns: string[];
  onDeleted: () => void;
  /** The declared record actions, offered on the selection. */
  recordActions?: RecordActions;
  /** Import, folded into the bulk actions menu at phone width (the toolbar shows it as a button otherwise). */
  onImport?: () => void;
}
