import type { ResourceDefinition } from '../../resources/engine/define-resource.ts';
import { RecordDrawer } from './RecordDrawer.tsx';
import { ResourceList } from './ResourceList.tsx';
import { type ResourceUi, ResourceUiProvider } from './resource-ui.ts';
import { useRecordDrawer } from './useRecordDrawer.ts';
import { useResourceAbilities } from './useResourceAbilities.ts';

/**
 * The generic page of a declared resource: its list, and create / edit / show in a drawer over it,
 * addressed by the URL (`?create=1`, `?edit=<id>`, `?show=<id>`) on the resource's one route.
 * `ui` is the resource's extension, loaded by the route before the page shows (src/resource-ui.ts).
 */
export function ResourcePage({ resource, ui }: { resource: ResourceDefinition; ui: ResourceUi }) {
  const abilities = useResourceAbilities(resource);
  const drawer = useRecordDrawer();
  return (
    <ResourceUiProvider value={ui}>
      <ResourceList resource={resource} abilities={abilities} onOpen={drawer.open} />
      <RecordDrawer resource={resource} abilities={abilities} state={drawer.state} onOpen={drawer.open} onClose={drawer.close} />
    </ResourceUiProvider>
  );
}
