import type { Db } from '../../db/database.ts';
import { type EventBatch, recordBatches } from './stats-events.repository.ts';

/**
 * Statements in flight at once: few, so that the calls arriving meanwhile coalesce. Each statement
 * costs a write to PostgreSQL's socket and a wake-up of its backend whatever its size, which on
 * the bench's two cores cost more than the overlap of more writers gained (figure 8a, 2026-11-25:
 * about 0.48 with one or two writers, 0.44 with four, 0.39 with ten).
 */
const WRITERS = 2;
/** Events one statement takes at most (20 full ingestion calls). */
const STATEMENT_MAX_EVENTS = 1_000;

interface Pending {
  batch: EventBatch;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Coalesces the ingestion calls that arrive together into one statement and one commit (issue 16
 * figure 8a): a call waits for no timer — when a writer is free its batch is written at once —
 * and the calls that arrive while all writers are busy go together in the next statement. Each
 * call still answers only once its own events are committed. When a shared statement fails, each
 * batch in it is written again alone, so one call's failure is never another's.
 */
export class EventWriter {
  private readonly queue: Pending[] = [];
  private writers = 0;

  constructor(private readonly db: Db) {}

  write(batch: EventBatch): Promise<void> {
    return new Promise((resolve, reject) => {
      this.queue.push({ batch, resolve, reject });
      if (this.writers < WRITERS) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writers++;
    try {
      while (this.queue.length) await this.writeTogether(this.take());
    } finally {
      this.writers--;
    }
  }

  /** The longest run of waiting calls that fits one statement (at least one call). */
  private take(): Pending[] {
    const taken = [this.queue.shift()!];
    let events = taken[0].batch.events.length;
    while (this.queue.length && events + this.queue[0].batch.events.length <= STATEMENT_MAX_EVENTS) {
      const next = this.queue.shift()!;
      events += next.batch.events.length;
      taken.push(next);
    }
    return taken;
  }

  private async writeTogether(taken: Pending[]): Promise<void> {
    try {
      await recordBatches(
        this.db,
        taken.map((pending) => pending.batch),
      );
      for (const pending of taken) pending.resolve();
    } catch (error) {
      if (taken.length === 1) return taken[0].reject(error);
      for (const pending of taken) await recordBatches(this.db, [pending.batch]).then(pending.resolve, pending.reject);
    }
  }
}
