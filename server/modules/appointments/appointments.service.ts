import { appointments } from '../../../resources/appointments/appointments.resource.ts';
import type { CustomerAppointmentBody } from '../../../resources/appointments/customer-appointments.schema.ts';
import type { ResourceDefinition } from '../../../resources/engine/define-resource.ts';
import type { Db } from '../../db/database.ts';
import { customerActor } from '../customers/customer-actor.ts';
import { guideRows } from '../customers/customers.repository.ts';
import { createRecord, type WriteContext } from '../../engine/resource.service.ts';
import { servedAs } from '../../engine/served-resource.ts';
import { toRecord } from '../../engine/serialize.ts';
import { invalid } from '../../http/app-error.ts';
import type { Scope } from '../../tenancy/scope.ts';
import { appointmentsOfCustomer } from './appointments.repository.ts';

/** The customer an appointment is booked for: its id and its phone ('' when it left none). */
export interface BookingCustomer {
  id: number;
  phone: string;
}

const withoutOwners = ({ merchant_id: _merchant, customer_id: _customer, sale_id: _sale, ...rest }: Record<string, unknown>) => rest;

/**
 * A customer books an appointment (issue 37): ahead of now (422 on `appointed_at`), its phone the
 * customer's when it sends none (422 on `phone` when neither has one), then written as the back
 * office writes one (appointments.server.ts: the store, activity and guide must be the merchant's,
 * 422 on the field; without a guide, the customer's), audited as the customer's.
 */
export async function bookAppointment(
  { db, resources }: { db: Db; resources: readonly ResourceDefinition[] },
  scope: Scope,
  customer: BookingCustomer,
  body: CustomerAppointmentBody,
) {
  if (Date.parse(body.appointed_at) <= Date.now()) throw invalid({ appointed_at: ['validation.appointmentInPast'] });
  // A customer books with one of the merchant's shopping guides (the back office may also name the manager who took it over).
  if (body.sale_id !== undefined && body.sale_id !== null && scope.kind === 'merchant' && !(await guideRows(db, scope, [body.sale_id], 1)).length)
    throw invalid({ sale_id: ['validation.appointmentShoppingGuide'] });
  const phone = body.phone ?? customer.phone;
  if (!phone) throw invalid({ phone: ['validation.required'] });
  const ctx: WriteContext = { db, session: customerActor(customer.id), scope };
  const record = await createRecord(ctx, servedAs(resources, appointments), { ...body, phone, customer_id: customer.id });
  return withoutOwners(record);
}

/** A page of the customer's own appointments, newest booking time first. */
export async function appointmentsForCustomer(db: Db, scope: Scope, customerId: number, { page, pageSize }: { page: number; pageSize: number }) {
  const { rows, total } = await appointmentsOfCustomer(db, scope, customerId, pageSize, (page - 1) * pageSize);
  return { list: rows.map((row) => withoutOwners(toRecord(row))), total, page, pageSize };
}
