import type { ColumnType, Generated } from 'kysely';
import type { JobSummary } from '../../resources/jobs/job.schema.ts';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Json = ColumnType<unknown, string | null | undefined, string | null>;

/** The engine tables that code outside the generic repository reads or writes by name. */
export interface EngineTables {
  record_tags: { merchant_id: number | null; area: string; record_id: number; group_id: number; item: string };
  audit_log: {
    id: Generated<number>;
    entity: string;
    record_id: number;
    action: string;
    account_id: number | null;
    account_name: string;
    merchant_id: number | null;
    /** The record's title at the write (migration 010). */
    record_title: ColumnType<string | null, string | null | undefined, string | null>;
    /** What the user did besides the kind of write: a record action's name, `save-scenes` (migration 024). */
    operation: ColumnType<string | null, string | null | undefined, string | null>;
    /** The machine fields the write moved, `[{ field, from, to }]` (migration 024). */
    moves: ColumnType<unknown, string | null | undefined, string | null>;
    before: Json;
    after: Json;
    created_at: CreatedAt;
  };
  user_preferences: { account_id: number; pref_key: string; value: ColumnType<unknown, string, string>; updated_at: CreatedAt };
  jobs: {
    id: Generated<number>;
    account_id: number;
    merchant_id: number | null;
    /** `export`, `import` or a plug-in's job kind (migration 007). */
    kind: string;
    resource: string;
    status: ColumnType<'queued' | 'running' | 'done' | 'failed', 'queued' | undefined, 'queued' | 'running' | 'done' | 'failed'>;
    progress: ColumnType<number, number | undefined, number>;
    total: number | null;
    params: ColumnType<Record<string, unknown>, string, string>;
    language: string;
    message: ColumnType<string, string | undefined, string>;
    /** What came of the job as message keys and parameters (migration 009); null on older jobs. */
    summary: ColumnType<JobSummary | null, string | null | undefined, string | null>;
    result: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
    file_name: string | null;
    /** The export's key in the file storage; null when the file is in job_files (or there is none). */
    file_key: ColumnType<string | null, string | null | undefined, string | null>;
    created_at: CreatedAt;
    updated_at: CreatedAt;
    finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  };
  job_files: { job_id: number; role: 'input' | 'output'; content: Buffer };
  versions: {
    id: Generated<number>;
    platform: string;
    version: string;
    download_link: string;
    update_time: Date;
    notes: string;
    created_at: CreatedAt;
    updated_at: CreatedAt;
  };
}
