import { platformRoles } from '../../resources/roles/roles.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { permissionTreeWidget } from './permission-tree-widget.tsx';
import { RoleName } from './RoleName.tsx';

/** The platform's staff roles' browser extension (resources/roles/roles.resource.ts): the permission picker over the staff vocabulary. */
export const resourceUi = resourceUiFor(platformRoles, {
  cells: { name: RoleName },
  widgets: { 'permission-tree': permissionTreeWidget(platformRoles) },
});
