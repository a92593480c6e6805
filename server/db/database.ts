import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// Ids and counts are bigint in SQL; they stay far below 2^53, and API.md serialises ids as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number.parseFloat(value));
// Lists of ids (`bigint[]`, a reference field holding several) read as numbers the same way.
// pg's types name no array type ids; 1016 is PostgreSQL's `_int8`.
const INT8_ARRAY = 1016 as (typeof pg.types.builtins)[keyof typeof pg.types.builtins];
const bigintTexts = pg.types.getTypeParser(INT8_ARRAY) as (value: string) => (string | null)[];
pg.types.setTypeParser(INT8_ARRAY, (value) => bigintTexts(value).map((item) => (item === null ? null : Number.parseInt(item, 10))));

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

/** Opens a pooled connection to PostgreSQL and the typed query builder over it. */
export function openDatabase(url: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor one dropped while checked out between two queries (a transaction awaiting its next step):
  // pg-pool takes its own listener off a client it hands out, and a client's 'error' without a
  // listener ends the process. The query in flight, or the next one, fails instead, and the pool
  // discards the client when it comes back.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  const close = async () => {
    await db.destroy();
    // Kysely ends the pool only if it ever ran a query; a pool used only directly (migrations,
    // the template build) would keep its connections and block DROP / CREATE ... TEMPLATE.
    if (!pool.ended && !pool.ending) await pool.end();
  };
  return { db, pool, close };
}

const pools = new WeakMap<Db, pg.Pool>();

/**
 * The pool under a database opened by `openDatabase`, for what the query builder cannot send
 * (`COPY … FROM STDIN`). Kysely keeps its pool to itself, so openDatabase remembers it here.
 */
export function poolOf(db: Db): pg.Pool {
  const pool = pools.get(db);
  if (!pool) throw new Error('poolOf: the database was not opened by openDatabase (or is a transaction)');
  return pool;
}

/** Replaces the database name of a connection URL. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
