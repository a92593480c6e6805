import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../constants.ts';
import { refinePageWindow } from '../validation/page-window.ts';
import { PHONE_PATTERN } from '../validation/patterns.ts';
import { referencing } from '../validation/references.ts';
import { appointments } from './appointments.resource.ts';

/** An id the customer-facing API takes (an int4-sized positive integer). */
const id = () => z.number().int().positive().max(2_147_483_647);
const fields = appointments.createSchema.shape;

/**
 * `POST /app-api/customer/appointments` (issue 37): a customer books a time with one of the
 * merchant's stores, optionally for one of its activities and with one of its guides (422 on the
 * field otherwise). Its phone defaults to the customer's; the time must be ahead.
 */
export const customerAppointmentBody = z.strictObject({
  store_id: referencing(id(), '/api/stores'),
  phone: z
    .string()
    .trim()
    .regex(PHONE_PATTERN, { error: 'validation.phone' })
    .optional()
    .meta({ description: "At least 3 digits (spec §5); the customer's own phone when absent" }),
  appointed_at: z.iso.datetime({ offset: true }).meta({ description: 'When, in the future (ISO 8601 with a zone)' }),
  note: fields.note as z.ZodDefault<z.ZodString>,
  activity_id: referencing(id(), '/api/activities').nullable().default(null),
  sale_id: referencing(id(), '/api/sub-seller-accounts')
    .nullable()
    .default(null)
    .meta({ description: "One of the merchant's shopping guides; none: the customer's guide" }),
});
export type CustomerAppointmentBody = z.infer<typeof customerAppointmentBody>;

/** An appointment as its customer reads it: the back office record without whose merchant, customer and guide it is. */
export const customerAppointmentSchema = appointments.recordSchema.omit({ merchant_id: true, customer_id: true, sale_id: true });
export const customerAppointmentsPage = z.object({
  list: z.array(customerAppointmentSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** A page of the customer's own appointments. */
export const customerAppointmentsQuery = z
  .strictObject({
    page: z.coerce.number<string>().int().min(1).default(1),
    pageSize: z.coerce.number<string>().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  })
  .superRefine(refinePageWindow);
