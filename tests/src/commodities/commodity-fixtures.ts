import { commodities } from '../../../resources/commodities/commodities.resource.ts';
import { fakeApi } from '../engine/engine-harness.tsx';

export const COMMODITY_RIGHTS = ['/content/*'];
export const ROUTE = commodities.route;

/** A goods record as the API answers it. */
export const OAK_BED = {
  id: 11,
  merchant_id: 1,
  name: 'Oak bed',
  title: '',
  subtitle: '',
  short_title: '',
  source: 'manual',
  origin_style_id: null,
  online_goods_id: '',
  specs: '',
  image: '',
  cover: '',
  detail_images: [],
  rotate_images: [],
  video_url: '',
  video_name: '',
  model_url: '',
  stock: 3,
  price: 3999,
  original_price: null,
  sale_price: null,
  unit_price: null,
  favorable_price: null,
  yield: null,
  attributes: [{ name: 'Colour', values: ['Oak', 'Walnut'] }],
  parameters: [{ name: 'Material', value: 'Oak' }],
  skus: [{ prop_name: 'Colour:Oak', offer: 2, price: 3999 }],
  hidden_ends: [],
  linked_ids: [],
  on_shelf: false,
  status: 'draft',
  visibility: 'none',
  visible_store_ids: [],
  upload_failed: false,
  sale_id: null,
  tags: [],
  created_at: '2024-01-01T00:00:00Z',
  updated_at: '2024-01-01T00:00:00Z',
};

export const LIBRARY = [
  { id: 1, name: 'Size', values: ['1.8m', '2.0m'], created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' },
  { id: 2, name: 'Colour', values: ['Oak', 'Teak'], created_at: '2024-01-01T00:00:00Z', updated_at: '2024-01-01T00:00:00Z' },
];

/** The fake API of the goods page: goods, the attribute library, the stores and tag groups. */
export function commodityApi(goods: Record<string, unknown>[] = [OAK_BED]) {
  const api = fakeApi(goods as never);
  api.getList.mockImplementation(async ({ resource }) => {
    const rows = resource === 'commodity-attributes' ? LIBRARY : resource === 'commodities' ? goods : [];
    return { data: rows as never, total: rows.length };
  });
  api.custom.mockImplementation(async ({ url }) => {
    if (url.startsWith('/api/preferences/')) return { data: { value: null } };
    if (url === '/api/stores/options')
      return {
        data: {
          list: [
            { id: 5, name: 'Flagship' },
            { id: 6, name: 'Riverside' },
          ],
        },
      };
    return { data: {} };
  });
  return api;
}
