import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { ImportConfigButton } from './ImportConfigButton.tsx';
import { TemplatePicker } from './TemplatePicker.tsx';

/** Beside the plans' and halls' Create: the import config, and the start from a template. */
export function PlanHeaderActions({ resource }: { resource: ResourceDefinition }) {
  return (
    <>
      <ImportConfigButton />
      <TemplatePicker resource={resource} />
    </>
  );
}
