import { merchantRoles } from '../../resources/roles/roles.resource.ts';
import { resourceUiFor } from '../engine/resource-ui.ts';
import { permissionTreeWidget } from './permission-tree-widget.tsx';
import { RoleName } from './RoleName.tsx';

/** Merchants' roles' browser extension (resources/roles/roles.resource.ts): the permission picker over the merchant vocabulary. */
export const resourceUi = resourceUiFor(merchantRoles, {
  cells: { name: RoleName },
  widgets: { 'permission-tree': permissionTreeWidget(merchantRoles) },
});
