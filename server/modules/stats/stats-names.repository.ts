import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Where the statistics read what their ids name (issue 34 "Names, not ids"): each kind of record a
 * statistics answer mentions — a store, an account (a guide, or a viewer that is a back-office
 * account), a merchant, or content of one kind — from its own table.
 */
export interface NameSource {
  /** The kind the answer asks by (`store`, `account`, `merchant`, or a content kind such as `album`). */
  kind: string;
  table: string;
  /** The record's name, an expression of the table aliased `t`. */
  title: RawBuilder<unknown>;
  /** Whether the table keeps deleted records (soft deletion: `deleted_at`). */
  soft: boolean;
  /** The column holding the record's merchant (`id` for merchants themselves). */
  owner: 'merchant_id' | 'id';
  /** Something more of the record, as text (an account's kind: master, sub or staff). */
  extra?: RawBuilder<unknown>;
}

export const STORE_NAMES: NameSource = { kind: 'store', table: 'stores', title: sql`t.name`, soft: false, owner: 'merchant_id' };
/** An account by its name, else its nickname, else its username (as the guide rankings name it), and its kind. */
export const ACCOUNT_NAMES: NameSource = {
  kind: 'account',
  table: 'accounts',
  title: sql`coalesce(nullif(t.name, ''), nullif(t.nickname, ''), t.username)`,
  soft: false,
  owner: 'merchant_id',
  extra: sql`t.kind`,
};
export const MERCHANT_NAMES: NameSource = { kind: 'merchant', table: 'merchants', title: sql`t.name`, soft: false, owner: 'id' };

/** Content of one kind, named by a declared resource's table and title field. */
export function contentNameSource(kind: string, table: string, titleField: string, soft: boolean): NameSource {
  return { kind, table, title: sql.ref(`t.${titleField}`), soft, owner: 'merchant_id' };
}

/**
 * One id to name, with the merchant it must belong to: an event's own merchant, so that an id a
 * sender wrote of another merchant's record never reads that record's name. `null` only for the
 * platform's view across every merchant (a ranking not split by merchant), where any owner is right.
 */
export interface NameRef {
  id: number;
  owner: number | null;
}

export interface NamedRecord {
  kind: string;
  id: number;
  merchantId: number | null;
  title: string;
  deleted: boolean;
  extra: string | null;
  /** The name of the record's merchant. */
  merchantName: string | null;
}

/**
 * The names of the records asked for, every kind in one statement (one part per kind, however many
 * rows the page holds). `merchantId` is the caller's scope: a merchant's call reads its own records
 * only, whatever the refs say; `null` is the platform's, which may read any merchant's. A record
 * that is gone, or is not the ref's merchant's, is not answered.
 */
export async function recordNames(db: Db, merchantId: number | null, requests: { source: NameSource; refs: NameRef[] }[]): Promise<NamedRecord[]> {
  const parts = requests
    .filter(({ refs }) => refs.length > 0)
    .map(({ source, refs }) => {
      const owner = sql.ref(`t.${source.owner}`);
      return sql`
        SELECT ${source.kind}::text AS kind, t.id, ${owner} AS merchant_id, (${source.title})::text AS title,
          ${source.soft ? sql`t.deleted_at IS NOT NULL` : sql`false`} AS deleted, ${source.extra ?? sql`NULL`}::text AS extra, m.name AS merchant_name
        FROM ${sql.table(source.table)} t
        JOIN unnest(${refs.map((ref) => ref.id)}::bigint[], ${refs.map((ref) => ref.owner)}::bigint[]) AS p(id, owner)
          ON t.id = p.id AND (p.owner IS NULL OR ${owner} = p.owner)
        LEFT JOIN merchants m ON m.id = ${owner}
        WHERE ${merchantId === null ? sql`TRUE` : sql`${owner} = ${merchantId}`}`;
    });
  if (!parts.length) return [];
  const { rows } = await sql<{
    kind: string;
    id: string;
    merchant_id: string | null;
    title: string | null;
    deleted: boolean;
    extra: string | null;
    merchant_name: string | null;
  }>`${sql.join(parts, sql` UNION ALL `)}`.execute(db);
  return rows.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    merchantId: row.merchant_id === null ? null : Number(row.merchant_id),
    title: row.title ?? '',
    deleted: row.deleted,
    extra: row.extra,
    merchantName: row.merchant_name,
  }));
}
