import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * The title of each of these records of one table (its `titleField`, as text), by id. The ids come
 * from statistics already narrowed to the caller's scope; the table and field are a resource's own.
 */
export async function contentTitles(db: Db, table: string, titleField: string, ids: number[]): Promise<{ id: string; title: string }[]> {
  const { rows } = await sql<{ id: string; title: string }>`
    SELECT id, ${sql.ref(titleField)}::text AS title FROM ${sql.table(table)} WHERE id = ANY(${ids}::bigint[])`.execute(db);
  return rows;
}
