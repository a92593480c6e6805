import { z } from 'zod';

export type ApiKind = 'main' | 'boot';

/** `/admin-api/...` and `/app-api/...` answer the boot envelope; everything else the main one (API.md §1–2). */
export function apiKindOf(url: string): ApiKind {
  return url.startsWith('/admin-api/') || url.startsWith('/app-api/') ? 'boot' : 'main';
}

/** True for paths of either API (request URLs may carry a query string: `/api?x=1`). */
export function isApiPath(url: string): boolean {
  const pathname = url.split('?', 1)[0];
  return pathname === '/api' || pathname.startsWith('/api/') || apiKindOf(pathname) === 'boot';
}

export function mainEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ status_code: z.literal(200), message: z.string(), data });
}

export function bootEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), msg: z.string(), data });
}

export function envelopeSchema<T extends z.ZodType>(kind: ApiKind, data: T) {
  return kind === 'boot' ? bootEnvelope(data) : mainEnvelope(data);
}

export function wrapSuccess(kind: ApiKind, data: unknown, message: string) {
  return kind === 'boot' ? { code: 0, msg: '', data } : { status_code: 200, message, data };
}

/** The error bodies; the main API also answers with the same HTTP status, the boot API always 200. */
export function wrapFailure(kind: ApiKind, status: number, code: number, message: string, extra: Record<string, unknown>) {
  return kind === 'boot' ? { code, msg: message, ...extra } : { status_code: status, message, ...extra };
}

export const errorBodySchema = z.object({
  status_code: z.number(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  request_id: z.string().optional(),
});
