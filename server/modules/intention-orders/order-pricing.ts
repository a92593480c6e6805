import type { OrderItem } from '../../../resources/intention-orders/intention-orders.resource.ts';
import type { Db } from '../../db/database.ts';
import { type FieldErrors, invalid } from '../../http/app-error.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { goodsPrices } from './intention-orders.repository.ts';

/** What an order's goods lines come to: the lines with their goods' names and prices, how many goods, and the amount. */
export interface PricedOrder {
  items: Required<OrderItem>[];
  goods_count: number;
  amount: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * Prices an order's lines from the merchant's goods: a line kept from `before` (same goods) keeps
 * the name and price it was written with; a new one takes the goods' own now. Goods of another
 * merchant, missing or in the recycle bin are refused on their line (422, nothing written).
 */
export async function priceOrder(db: Db, scope: Scope, items: readonly OrderItem[], before: readonly OrderItem[] = []): Promise<PricedOrder> {
  const kept = new Map(before.filter((line) => line.name !== undefined && line.price !== undefined).map((line) => [line.commodity_id, line]));
  const fresh = items.filter((line) => !kept.has(line.commodity_id)).map((line) => line.commodity_id);
  const goods = await goodsPrices(db, scope, [...new Set(fresh)]);
  const errors: FieldErrors = {};
  const priced = items.map((line, index) => {
    const known = kept.get(line.commodity_id) ?? goods.get(line.commodity_id);
    if (!known) {
      errors[`items.${index}.commodity_id`] = ['validation.unknownRecord'];
      return { ...line, name: '', price: 0 };
    }
    return { commodity_id: line.commodity_id, quantity: line.quantity, name: known.name!, price: known.price! };
  });
  const ids = items.map((line) => line.commodity_id);
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) errors[`items.${index}.commodity_id`] = ['validation.orderGoodsRepeated'];
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return {
    items: priced,
    goods_count: priced.reduce((sum, line) => sum + line.quantity, 0),
    amount: cents(priced.reduce((sum, line) => sum + line.quantity * line.price, 0)),
  };
}
