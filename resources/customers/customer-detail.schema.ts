import { z } from 'zod';
import { customers } from './customers.resource.ts';

/** How many timeline items one page holds at most, and when the caller names no size. */
export const TIMELINE_PAGE_MAX = 50;
export const TIMELINE_PAGE_DEFAULT = 20;
/** A guide's note on a customer: 1 to 1000 characters (the table's own bound). */
export const CUSTOMER_NOTE_MAX = 1000;
/** The newest notes the detail page lists (far above what one customer gathers). */
export const CUSTOMER_NOTES_SHOWN = 200;

/** `GET /api/customers/:id/timeline`: one customer's visits and order changes, newest first. */
export const customerTimelinePath = (id: number | string) => `${customers.path}/${id}/timeline`;
/** `GET` and `POST /api/customers/:id/notes`: the guides' notes on one customer. */
export const customerNotesPath = (id: number | string) => `${customers.path}/${id}/notes`;

/**
 * Where a page of the timeline ends: the last item's instant (UTC, to the microsecond, as the
 * database keeps it), its source (`v` a visit, `o` an order change) and its id. Opaque to callers:
 * the next page is asked for with the `next` the previous one answered.
 */
export const TIMELINE_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([vo])_(\d{1,18})$/;

/** A cursor's instant is a real one (the pattern alone lets month 43 or hour 97 through, which the database refuses). */
function realInstant(cursor: string): boolean {
  const instant = TIMELINE_CURSOR.exec(cursor)?.[1];
  if (!instant) return false;
  const milliseconds = instant.replace(/(\.\d{3})\d{3}Z$/, '$1Z');
  const parsed = new Date(milliseconds);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString() === milliseconds;
}

export const timelineQuery = z.strictObject({
  before: z
    .string()
    .regex(TIMELINE_CURSOR, { error: 'validation.invalidFormat' })
    .refine(realInstant, { error: 'validation.invalidFormat' })
    .optional()
    .describe('The `next` of the previous page; none: the newest'),
  size: z.coerce.number<string>().int().min(1).max(TIMELINE_PAGE_MAX).default(TIMELINE_PAGE_DEFAULT),
});

const common = {
  key: z.string().describe('Unique within the timeline (`v<id>` or `o<id>`)'),
  at: z.string().describe('When, ISO-8601 UTC with microseconds'),
};

/** A statistics event of the customer: what it viewed, through which channel, and for how long. */
const visitItem = z.object({
  kind: z.literal('visit'),
  ...common,
  source_type: z.string().describe('What the customer did (view, share, favorite…)'),
  content_kind: z.string().nullable().describe('The kind of what was viewed (plan, commodity, album…); null: none named'),
  content_id: z.number().int().nullable(),
  content_name: z.string().nullable().describe("The content's name now; null when it is gone"),
  stay_time: z.number().int().nullable().describe('Seconds'),
  channel: z.number().int(),
});

/** An intention order of the customer made, or its status moved (from the audit log). */
const orderItem = z.object({
  kind: z.enum(['order_created', 'order_status']),
  ...common,
  order_id: z.number().int(),
  order_number: z.string(),
  from: z.string().nullable().describe('The status before; null for a creation'),
  to: z.string().nullable(),
  account_name: z.string().describe('Who did it'),
});

export const timelineItem = z.discriminatedUnion('kind', [visitItem, orderItem]);
export type TimelineItem = z.infer<typeof timelineItem>;

export const timelinePage = z.object({
  items: z.array(timelineItem),
  next: z.string().nullable().describe('The cursor of the next (older) page; null: this is the last'),
});
export type TimelinePage = z.infer<typeof timelinePage>;

export const customerNote = z.object({
  id: z.number().int(),
  author_id: z.number().int().nullable(),
  author_name: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type CustomerNote = z.infer<typeof customerNote>;

export const customerNotesList = z.object({ list: z.array(customerNote) });

export const customerNoteBody = z.strictObject({ body: z.string().trim().min(1).max(CUSTOMER_NOTE_MAX) });
