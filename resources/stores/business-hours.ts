import { z } from 'zod';

/** Weekdays as ISO numbers: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** A time of day as the business hours hold it: `HH:MM`, 00:00–23:59. */
export const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

const timeOfDay = z.string().regex(TIME_OF_DAY, { error: 'validation.timeOfDay' });

/** One weekday's opening and closing times; closing after opening (a store open past midnight closes at 23:59). */
export const openingSchema = z
  .strictObject({ day: z.union(WEEKDAYS.map((day) => z.literal(day))), open: timeOfDay, close: timeOfDay })
  .refine((opening) => opening.open < opening.close, { error: 'validation.closesBeforeOpening', path: ['close'] });

/** A store's business hours (spec §3): the weekdays it opens, each once; a day left out is closed. */
export const businessHoursSchema = z
  .array(openingSchema)
  .max(WEEKDAYS.length)
  .superRefine((days, ctx) => {
    const seen = new Set<number>();
    days.forEach((opening, index) => {
      if (seen.has(opening.day)) ctx.addIssue({ code: 'custom', message: 'validation.dayTwice', path: [index, 'day'] });
      seen.add(opening.day);
    });
  });

export type BusinessHours = z.infer<typeof businessHoursSchema>;
