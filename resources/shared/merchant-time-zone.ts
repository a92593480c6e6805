import { z } from 'zod';
import { field } from '../engine/fields.ts';

/**
 * The zone of a row's merchant, on the operator's lists that span merchants (merchants, shops,
 * orders): each row's times read in its own merchant's zone (issue 35 "one clock",
 * src/engine/list-columns.tsx). Read only, never a column or a form field, always in the list answer.
 */
export const merchantTimeZoneField = () =>
  field.text(z.string().describe("The merchant's IANA time zone, in which the row's times are read (App settings, Time zone)"), {
    readOnly: true,
    hidden: true,
    list: false,
  });
