import { z } from 'zod';
import { EXPORT_SELECTED_MAX_IDS } from '../constants.ts';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** One part of a job's summary: a message catalogue key and the values of its `{{placeholders}}`. */
export const jobSummaryPartSchema = z.object({ key: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) });
export type JobSummaryPart = z.infer<typeof jobSummaryPartSchema>;

/** A job's summary: its parts, shown one after the other ("2 imported, 1 skipped." + why). */
export const jobSummarySchema = z.array(jobSummaryPartSchema);
export type JobSummary = z.infer<typeof jobSummarySchema>;

/**
 * A summary in one language: `translate` is the server's catalogue lookup or the browser's i18next
 * `t`, so both sides word it the same way.
 */
export function summaryText(summary: JobSummary, translate: (key: string, params: JobSummaryPart['params']) => string): string {
  return summary.map((part) => translate(part.key, part.params)).join(' ');
}

/**
 * An export or import job as the job centre shows it (`GET /api/jobs`, `GET /api/jobs/:id`).
 * `progress` counts rows done out of `total` (null until known); `summary` says what came of it
 * as message keys, and `message` is that summary in the request's language (a job finished
 * before summaries were kept has no summary, and `message` is its text as it was written);
 * `has_file` says whether `GET /api/jobs/:id/file` has something to download (the export, or an
 * import's error report).
 */
export const jobSchema = z.object({
  id: z.number(),
  /** `export`, `import`, or a kind an entity's server plug-in declares. */
  kind: z.string(),
  resource: z.string(),
  status: z.enum(JOB_STATUSES),
  progress: z.number(),
  total: z.number().nullable(),
  message: z.string(),
  summary: jobSummarySchema.nullable(),
  has_file: z.boolean(),
  file_name: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type Job = z.infer<typeof jobSchema>;

/** The media type of every workbook the jobs read and write. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The ids a batch action applies to; none selected gets the spec §8 message. */
export const selectedIds = (max: number) => z.array(z.number().int().positive()).min(1, { error: 'engine.selectFirst' }).max(max);

/** Body of `POST <resource>/batch/export` ("export selected"). */
export const exportSelectedSchema = z.strictObject({
  ids: selectedIds(EXPORT_SELECTED_MAX_IDS),
  columns: z.array(z.string()).min(1).max(100),
});

/** Body of `POST <resource>/export?<the list's filters>` ("export all matching"). */
export const exportMatchingSchema = z.strictObject({ columns: z.array(z.string()).min(1).max(100) });

/** The paths of a resource's job routes, from its API base path. */
export const jobPaths = (base: string) => ({
  exportSelected: `${base}/batch/export`,
  exportMatching: `${base}/export`,
  importTemplate: `${base}/import/template`,
  import: `${base}/import`,
});

/** The job centre's routes. */
export const JOB_ROUTES = { list: '/api/jobs', one: (id: number) => `/api/jobs/${id}`, file: (id: number) => `/api/jobs/${id}/file` };

/** Per-user preferences (`GET`/`PUT /api/preferences/:key`), such as a list's chosen columns. */
export const PREFERENCE_KEY_PATTERN = /^[\w.:-]{1,100}$/;
export const preferenceSchema = z.object({ value: z.unknown() });
export const columnsPreferenceKey = (resource: string) => `columns:${resource}`;
