import { z } from 'zod';
import { MERCHANT_ROLE_TAGS, ROLE_POSITIONS } from '../shared/account-kinds.ts';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';

/** The most permission strings one role may hold (the route table has about 90 pages). */
export const ROLE_PERMISSIONS_MAX = 500;

const roleFields = {
  name: field.text(z.string().trim().min(1).max(50), { list: { sortable: true }, filter: 'like', search: true }),
  code: field.text(
    z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9-]{1,39}$/, { error: 'validation.roleCode' }),
    { list: { sortable: true }, search: true },
  ),
  description: field.textarea(z.string().trim().max(200).default(''), { list: { defaultHidden: true } }),
  // Each string is checked by the server against the route table, the action vocabulary and what the granter may grant.
  permissions: field.stringList(z.array(z.string().trim().min(1).max(200)).max(ROLE_PERMISSIONS_MAX).default([]), { widget: 'permission-tree', list: false }),
};

/**
 * The roles merchants' accounts may hold (`/businessManagement/role`), defined by operators: for
 * every merchant, or for one. The data scope (`role_tag`) and the store position (which cap a
 * holder counts against) come with each. A role in use cannot be deleted; an edit applies to its
 * holders on their next request.
 */
export const merchantRoles = defineResource({
  name: 'merchant-roles',
  route: '/businessManagement/role',
  table: 'roles',
  tenancy: 'platform',
  fixed: { audience: 'merchant' },
  titleField: 'name',
  defaultSort: 'name',
  fields: {
    ...roleFields,
    merchant_id: field.reference(z.number().int().positive().nullable().default(null), { filter: 'eq', help: 'resources.merchant-roles.help.merchant_id' }),
    role_tag: field.select(
      z.enum(MERCHANT_ROLE_TAGS),
      MERCHANT_ROLE_TAGS.map((tag) => ({ value: tag, label: `organisation.roleTags.${tag}` })),
      { filter: 'eq' },
    ),
    position: field.select(
      z.enum(ROLE_POSITIONS).default('other'),
      ROLE_POSITIONS.map((position) => ({ value: position, label: `organisation.positions.${position}` })),
      { filter: 'eq' },
    ),
  },
});

/** The platform's staff roles (`/staffManagement/atriumRole`): which provider pages a staff member reaches. */
export const platformRoles = defineResource({
  name: 'platform-roles',
  route: '/staffManagement/atriumRole',
  table: 'roles',
  tenancy: 'platform',
  fixed: { audience: 'platform', role_tag: 'atrium', merchant_id: null },
  titleField: 'name',
  defaultSort: 'name',
  fields: roleFields,
});
