import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { attributeNameSchema, attributeValuesSchema } from '../shared/commodity-specs.schema.ts';

/**
 * The merchant's attribute library (page /content/commodityAttr): names with their values, to
 * pick from when describing goods. The same spec §5 rules as a goods' own attributes; a name
 * exists once per merchant (unique index).
 */
export const commodityAttributes = defineResource({
  name: 'commodity-attributes',
  route: '/content/commodityAttr',
  table: 'commodity_attributes',
  tenancy: 'merchant',
  titleField: 'name',
  defaultSort: 'name',
  import: { key: ['name'] },
  fields: {
    name: field.text(attributeNameSchema, { list: { sortable: true }, filter: 'like', search: true }),
    values: field.stringList(attributeValuesSchema, { search: true }),
  },
});
