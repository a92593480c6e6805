import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { SHOP_STYLE_IDS } from '../constants.ts';

/** Shop types of the platform (spec §3 "Shop types (style_id)"): the marketplace a merchant's shop runs on. */
export const shopTypes = defineResource({
  name: 'shop-types',
  route: '/businessManagement/shopType',
  table: 'shop_types',
  tenancy: 'platform',
  titleField: 'name',
  defaultSort: 'style_id',
  import: { key: ['style_id'] },
  fields: {
    name: field.text(z.string().trim().min(1).max(50), { list: { sortable: true }, filter: 'like', search: true }),
    style_id: field.select(
      z.union(SHOP_STYLE_IDS.map((id) => z.literal(id))),
      SHOP_STYLE_IDS.map((id) => ({ value: id, label: `resources.shop-types.styles.${id}` })),
      { list: { sortable: true }, filter: 'in' },
    ),
    description: field.textarea(z.string().trim().max(200).default(''), { search: true, list: { defaultHidden: true } }),
    enabled: field.switch(z.boolean().default(true), { filter: 'eq' }),
  },
});
