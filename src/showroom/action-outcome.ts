/** What a customer action (a claim, a sign-up) came to, as the card says it: done, refused, or given up. */
export type ActionOutcome =
  | { ok: true; text: string }
  | { ok: false; text: string; fields?: Record<string, string[]> }
  /** The visitor closed the phone dialog: nothing to say. */
  | null;
