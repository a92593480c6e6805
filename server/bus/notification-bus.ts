import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../db/database.ts';

/** The one PostgreSQL channel every instance listens on; topics travel inside the payload. */
export const BUS_CHANNEL = 'atrium_bus';

/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7_900;

type Handler = (payload: unknown) => void;
type Executor = Pick<Db, 'executeQuery'> | Db;

export interface NotificationBus {
  /**
   * Tells every instance (this one at once, the others through NOTIFY). Inside a transaction
   * (`executor`), the others hear it when it commits, and not at all if it rolls back; this one
   * hears it again at commit, since something it cached between now and then may be stale.
   */
  publish(topic: string, payload: unknown, executor?: Executor): Promise<void>;
  /** Runs `handler` for each message of `topic`, from this instance or another; returns the unsubscribe. */
  subscribe(topic: string, handler: Handler): () => void;
  /**
   * Runs `handler` whenever messages may have been missed (the listening connection was lost):
   * a cache kept coherent by the bus must forget everything then.
   */
  onGap(handler: () => void): () => void;
  /** True while the listening connection is up: only then may a cache trust the bus. */
  readonly listening: boolean;
  close(): Promise<void>;
}

interface BusOptions {
  /** The database to listen on; without one the bus is local only (and never `listening`). */
  url?: string;
  /** Publishing goes through the app's pool. */
  db: Db;
  onError?: (error: unknown) => void;
}

/**
 * One LISTEN connection per instance and one channel for the whole product (ARCHITECTURE: what is
 * per process is kept coherent by notifications). A lost connection is retried with a growing
 * pause; while it is down `listening` is false, and when it is back every gap handler runs, since
 * messages sent meanwhile are lost for good.
 */
export function createNotificationBus({ url, db, onError = () => {} }: BusOptions): NotificationBus & { ready: Promise<void> } {
  const handlers = new Map<string, Set<Handler>>();
  /** This instance's messages come back through its own LISTEN; only transactional ones are heard twice. */
  const origin = randomUUID();
  const gapHandlers = new Set<() => void>();
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retryMs = 100;
  let retryTimer: NodeJS.Timeout | undefined;

  const deliver = (topic: string, payload: unknown) => {
    for (const handler of handlers.get(topic) ?? []) {
      try {
        handler(payload);
      } catch (error) {
        onError(error);
      }
    }
  };
  const gap = () => {
    for (const handler of gapHandlers) handler();
  };

  const connect = async (): Promise<void> => {
    if (!url || closed) return;
    const next = new pg.Client({ connectionString: url, application_name: 'atrium-bus' });
    const lost = (error?: unknown) => {
      if (client !== next) return;
      if (error) onError(error);
      client = null;
      listening = false;
      next.end().catch(() => {});
      gap();
      scheduleRetry();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel !== BUS_CHANNEL || !message.payload) return;
      try {
        const { topic, payload, from, atCommit } = JSON.parse(message.payload) as { topic: string; payload: unknown; from: string; atCommit?: boolean };
        if (from !== origin || atCommit) deliver(topic, payload);
      } catch (error) {
        onError(error);
      }
    });
    try {
      client = next;
      await next.connect();
      await next.query(`LISTEN ${BUS_CHANNEL}`);
      if (closed || client !== next) {
        await next.end().catch(() => {});
        return;
      }
      listening = true;
      retryMs = 100;
      // Whatever was sent before this connection listened is unknown here.
      gap();
    } catch (error) {
      lost(error);
    }
  };
  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, 5_000);
  };

  const ready = connect();
  return {
    ready,
    get listening() {
      return listening;
    },
    async publish(topic, payload, executor) {
      deliver(topic, payload);
      if (!url) return;
      const text = JSON.stringify({ topic, payload, from: origin, ...(executor ? { atCommit: true } : {}) });
      if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new Error(`bus message on ${topic} is too large (${Buffer.byteLength(text)} bytes)`);
      await sql`select pg_notify(${BUS_CHANNEL}, ${text})`.execute((executor ?? db) as Db);
    },
    subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) handlers.set(topic, (set = new Set()));
      set.add(handler);
      return () => set.delete(handler);
    },
    onGap(handler) {
      gapHandlers.add(handler);
      return () => gapHandlers.delete(handler);
    },
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      listening = false;
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
