import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { parameterNameSchema, parameterValueSchema } from '../shared/commodity-specs.schema.ts';

/**
 * The merchant's public parameters (page /content/commodityParam): name and value pairs goods
 * can carry. Spec §5: parameter names are not repeated, here one name per merchant (unique index).
 */
export const commodityParameters = defineResource({
  name: 'commodity-parameters',
  route: '/content/commodityParam',
  table: 'commodity_parameters',
  tenancy: 'merchant',
  titleField: 'name',
  defaultSort: 'name',
  import: { key: ['name'] },
  fields: {
    name: field.text(parameterNameSchema, { list: { sortable: true }, filter: 'like', search: true }),
    value: field.text(parameterValueSchema.default(''), { filter: 'like', search: true }),
  },
});
