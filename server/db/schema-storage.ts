import type { ColumnType, Generated } from 'kysely';

/** The storage tables (migration 003). */
export interface StorageTables {
  files: {
    id: Generated<number>;
    merchant_id: number | null;
    account_id: number | null;
    storage_key: string;
    kind: string;
    original_name: string;
    mime: string;
    size: ColumnType<number, number, number>;
    width: number | null;
    height: number | null;
    created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  };
  storage_secrets: { id: number; secret: string };
}
