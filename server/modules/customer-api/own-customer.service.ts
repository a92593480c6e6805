import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/app-error.ts';
import type { KeyHolder } from '../../tenancy/publishable-keys.ts';
import { type CustomerRow, customerById, type IdentityRow } from './customer-api.repository.ts';

/**
 * The caller's own customer on the customer-facing API: the one its identity names, of the key's
 * merchant. A guest that has not left its phone has none (403, as customer-api.service.ts answers).
 */
export async function ownCustomer(db: Db, holder: KeyHolder, identity: IdentityRow): Promise<CustomerRow> {
  const customer = identity.customer_id === null ? undefined : await customerById(db, holder.merchantId, identity.customer_id);
  if (!customer) throw new AppError(403, 'errors.customerProfileFirst');
  return customer;
}
