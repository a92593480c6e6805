import { z } from 'zod';
import { defineResource } from '../engine/define-resource.ts';
import { field } from '../engine/fields.ts';
import { dateTimeInput } from '../validation/date-time.ts';
import type { Machine } from '../engine/machines.ts';

export const APPOINTMENT_STATES = ['pending', 'confirmed', 'cancelled', 'done'] as const;
export type AppointmentState = (typeof APPOINTMENT_STATES)[number];

/**
 * An appointment's machine (issue 37, spec §1 "activity appointments"): a pending one is confirmed
 * or cancelled; a confirmed one is done or cancelled; cancelled and done are final.
 */
export const APPOINTMENT_MACHINE: Machine<AppointmentState> = {
  states: APPOINTMENT_STATES,
  moves: [
    { action: 'confirm', from: ['pending'], to: 'confirmed' },
    { action: 'cancel', from: ['pending', 'confirmed'], to: 'cancelled' },
    { action: 'complete', from: ['confirmed'], to: 'done' },
  ],
};

/**
 * Appointments: a customer books a time with a store, optionally for an activity, through
 * `/app-api/` (or a guide records one here). It is the guide's it was booked with, else its
 * customer's guide's, so a guide sees those of its own customers. Its moves need `edit` on the
 * activity centre; they show as a tab on an activity's edit page and on the customer's detail.
 */
export const appointments = defineResource({
  name: 'appointments',
  route: '/marketingManagement/activityCenter',
  path: '/api/appointments',
  table: 'appointments',
  tenancy: 'merchant',
  saleColumn: 'sale_id',
  titleField: 'phone',
  defaultSort: '-appointed_at',
  deletion: 'none',
  export: true,
  recordActions: [
    { name: 'confirm', action: 'edit' },
    { name: 'cancel', action: 'edit' },
    { name: 'complete', action: 'edit' },
  ],
  machines: { state: APPOINTMENT_MACHINE },
  fields: {
    appointed_at: field.datetime(dateTimeInput(), { list: { sortable: true }, filter: 'range' }),
    state: field.select(
      z.enum(APPOINTMENT_STATES),
      APPOINTMENT_STATES.map((value) => ({ value, label: `resources.appointments.states.${value}` })),
      { readOnly: true, filter: 'in', list: { width: 100 } },
    ),
    customer_id: field.reference(z.number().int().positive(), { createOnly: true, filter: 'eq', list: { width: 140 } }),
    phone: field.text(
      z
        .string()
        .trim()
        .regex(/^\d{3,20}$/, { error: 'validation.phone' }),
      { search: true, list: { width: 130 } },
    ),
    store_id: field.reference(z.number().int().positive(), { filter: 'eq', list: { width: 120 } }),
    sale_id: field.reference(z.number().int().positive().nullable().default(null), { filter: 'eq', list: { width: 120 } }),
    activity_id: field.reference(z.number().int().positive().nullable().default(null), { filter: 'eq', list: { width: 150 } }),
    note: field.textarea(z.string().trim().max(500).default(''), { list: { defaultHidden: true } }),
  },
});
