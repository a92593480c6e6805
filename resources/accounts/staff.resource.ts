import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { accountActions, accountFields } from './account-fields.ts';

/**
 * The platform's staff (`/staffManagement/index`): accounts of no merchant, each holding one
 * platform role, which decides the provider pages it reaches.
 */
export const staff = defineResource({
  name: 'staff',
  route: '/staffManagement/index',
  table: 'accounts',
  tenancy: 'platform',
  fixed: { kind: 'staff', merchant_id: null },
  titleField: 'nickname',
  import: { key: ['username'] },
  recordActions: accountActions,
  fields: {
    ...accountFields,
    name: field.text(z.string().trim().min(1).max(50), { search: true }),
    role_id: field.reference(z.number().int().positive(), { filter: 'eq' }),
  },
});
