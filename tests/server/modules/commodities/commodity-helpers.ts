import type { Session } from '../../../helpers/test-app.ts';

/** A goods body with two attributes, a parameter and SKUs that name the attributes' values; priced and with a cover, so it may go on the shelf. */
export const validCommodity = {
  name: 'Test bed',
  price: 1999.5,
  cover: 'https://cdn.example.com/goods/test-bed.jpg',
  stock: 5,
  attributes: [
    { name: 'Colour', values: ['Oak', 'Walnut'] },
    { name: 'Size', values: ['1.8m', '2.0m'] },
  ],
  parameters: [{ name: 'Material', value: 'Oak' }],
  skus: [
    { prop_name: 'Colour:Oak;Size:1.8m', offer: 3, price: 1999.5, promoPrice: 1899 },
    { prop_name: 'Colour:Walnut;Size:2.0m', offer: 2, price: 2199 },
  ],
};

/** Creates goods through the API and answers the record (throws unless 200). */
export async function createCommodity(session: Session, overrides: Record<string, unknown> = {}) {
  const response = await session.browser({ method: 'POST', url: '/api/commodities', payload: { ...validCommodity, ...overrides } });
  if (response.statusCode !== 200) throw new Error(`create goods: ${response.statusCode} ${response.body}`);
  return response.json().data as Record<string, unknown> & { id: number };
}

/** The id of the session's (seeded) goods of this exact name. */
export async function commodityId(session: Session, name: string): Promise<number> {
  const list = (await session.browser({ method: 'GET', url: `/api/commodities?name_like=${encodeURIComponent(name)}&pageSize=100` })).json().data.list;
  const found = list.find((goods: { name: string }) => goods.name === name);
  if (!found) throw new Error(`no goods named ${name}`);
  return found.id;
}

/** POST an action of one goods, or of several through its batch route. */
export const act = (session: Session, action: string, id: number, payload?: object) =>
  session.browser({ method: 'POST', url: `/api/commodities/${id}/${action}`, ...(payload ? { payload } : {}) });
export const actBatch = (session: Session, action: string, payload: object) =>
  session.browser({ method: 'POST', url: `/api/commodities/batch/${action}`, payload });
