/**
 * The page's one way to call the server: fetch, and both envelopes read (the public `/app-api`
 * routes answer `{code, msg, data}` with HTTP 200, the preview's `/api` routes `{status_code,
 * message, data}` with the status). A failure carries the server's message, in the page's language.
 */
export class ApiError extends Error {
  constructor(
    /** The boot code or HTTP status; 0 when the network failed or the answer was not JSON. */
    readonly status: number,
    message: string,
    /** Field errors by request path (`answers.<key>`), already translated. */
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export async function apiCall<T>(url: string, init: RequestInit & { language: string }): Promise<T> {
  const { language, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(url, { ...rest, headers: { accept: 'application/json', 'accept-language': language, ...headers } });
  } catch {
    throw new ApiError(0, '');
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    throw new ApiError(response.ok ? 0 : response.status, '');
  }
  if (!isRecord(body)) throw new ApiError(response.status, '');
  const fields = isRecord(body.errors) ? (body.errors as Record<string, string[]>) : {};
  if ('code' in body) {
    if (body.code === 0) return body.data as T;
    throw new ApiError(Number(body.code), String(body.msg ?? ''), fields);
  }
  if (response.ok) return body.data as T;
  throw new ApiError(response.status, String(body.message ?? ''), fields);
}

/** The JSON body of a POST or PUT. */
export const json = (method: 'POST' | 'PUT', value: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

/** A failure's words for the visitor: the server's message, else the page's own (offline: the network failed). */
export function failureText(error: unknown, fallback: string, offline: string): string {
  if (error instanceof ApiError) return error.message || (error.status === 0 ? offline : fallback);
  return fallback;
}
