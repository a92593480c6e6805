import axios, { type AxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import {
  BOOT_CODES,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  ERROR_TOAST_SECONDS,
  ERROR_TOAST_THROTTLE_MS,
  HTTP_TIMEOUT_MS,
  SILENT_PATHS,
} from '../resources/constants.ts';
import { httpEvents } from './http-events.ts';

/** The error refine and the views receive: the server's message, HTTP status and field errors. */
export interface ApiError {
  message: string;
  statusCode: number;
  errors?: Record<string, string[]>;
  /** The boot API's own code, when it differs from the status. */
  code?: number;
}

interface Envelope {
  status_code?: number;
  status?: number;
  code?: number;
  message?: string;
  msg?: string;
  data?: unknown;
  errors?: Record<string, string[]>;
}

/** Spec §8: success is status_code 200, or status 0, or (boot) code 0. */
export function isSuccess(body: Envelope): boolean {
  return body.status_code === 200 || body.status === 0 || body.code === 0;
}

export interface ClientTexts {
  /** "network abnormal, please refresh and retry" in the current language. */
  networkFailure: () => string;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Tell the interface nothing about this call's failure (the caller handles it). */
    silent?: boolean;
  }
}

let lastUnauthenticatedAt = 0;

/** Spec §8: the expired-login message is shown at most once per 3 s. */
function reportUnauthenticated(message: string): void {
  const now = Date.now();
  if (now - lastUnauthenticatedAt < ERROR_TOAST_THROTTLE_MS) return;
  lastUnauthenticatedAt = now;
  httpEvents.emit({ type: 'unauthenticated', message });
}

function isSilent(url = ''): boolean {
  return SILENT_PATHS.some((path) => url.includes(path));
}

/** Turns an answer into data, or into an ApiError after telling the interface what went wrong. */
function settle(response: AxiosResponse<Envelope> | undefined, error: AxiosError | undefined, texts: ClientTexts): unknown {
  const config = (response ?? error)?.config;
  const silent = Boolean(config?.silent) || isSilent(config?.url);
  if (!response) {
    // A call the app cancelled itself (an unmounted view, a superseded query) is nobody's failure.
    if (axios.isCancel(error)) throw { message: error?.message ?? 'canceled', statusCode: 0 } satisfies ApiError;
    const failure: ApiError = { message: texts.networkFailure(), statusCode: 0 };
    if (!silent) httpEvents.emit({ type: 'error', message: failure.message, seconds: ERROR_TOAST_SECONDS });
    throw failure;
  }
  const body = (response.data ?? {}) as Envelope;
  if (isSuccess(body)) return body.data;
  const code = body.code ?? body.status_code ?? response.status;
  // An answer that is no envelope (a proxy's 502 page) has no message; an empty toast would say nothing.
  const message = body.message || body.msg || texts.networkFailure();
  const failure: ApiError = { message, statusCode: body.status_code ?? (code === 400 ? 422 : code), errors: body.errors, code };
  if (silent) throw failure;
  if (code === 401) reportUnauthenticated(failure.message);
  else if (code === BOOT_CODES.tenantExpired) httpEvents.emit({ type: 'merchantExpired', message: failure.message });
  else httpEvents.emit({ type: 'error', message: failure.message, seconds: ERROR_TOAST_SECONDS });
  throw failure;
}

function createClient(baseURL: string, texts: ClientTexts): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: HTTP_TIMEOUT_MS,
    withCredentials: true,
    // The session cookie authenticates; this header is the server's CSRF guard (API.md §1).
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    // Every answer goes through `settle`, whatever its HTTP status.
    validateStatus: () => true,
  });
  client.interceptors.response.use(
    (response) => ({ ...response, data: settle(response, undefined, texts) }),
    (error: AxiosError) => settle(error.response as AxiosResponse<Envelope> | undefined, error, texts),
  );
  return client;
}

/** The main API client (spec §7): cookie credentials, 60 s timeout. */
export function createMainClient(texts: ClientTexts, baseURL = ''): AxiosInstance {
  return createClient(baseURL, texts);
}

/** The boot API client: also names the merchant in `tenant-id`, except for the viewers' /app-api calls. */
export function createBootClient(texts: ClientTexts, tenantId: () => number | null, baseURL = ''): AxiosInstance {
  const client = createClient(baseURL, texts);
  client.interceptors.request.use((config) => {
    const merchant = tenantId();
    if (merchant !== null && !String(config.url ?? '').startsWith('/app-api/')) config.headers.set('tenant-id', String(merchant));
    return config;
  });
  return client;
}

/** For tests: forget the expired-login throttle. */
export function resetHttpThrottle(): void {
  lastUnauthenticatedAt = 0;
}
