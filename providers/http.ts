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
  /** "Request timeout, retry later." (spec §8): the server took too long, the network is fine. */
  timeout?: () => string;
  /** "Update fail, please try again!": a PATCH or PUT the server failed without a word for the user. */
  updateFailed?: () => string;
  /** "There was an error saving, please try again!": the same for a POST (a create or a save). */
  saveFailed?: () => string;
  /** "Check failed.": the server answered, but not with an envelope the client's check accepts. */
  checkFailed?: () => string;
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

/**
 * axios names a timeout ETIMEDOUT (with `clarifyTimeoutError`), older adapters ECONNABORTED with a
 * "timeout" message; a plain ECONNABORTED is the browser dropping the call (a page leaving).
 */
function isTimeout(error: AxiosError | undefined): boolean {
  return error?.code === 'ETIMEDOUT' || (error?.code === 'ECONNABORTED' && /timeout/i.test(error.message));
}

const UPDATES = new Set(['patch', 'put']);

/**
 * What a write that failed on the server's side says: a 5xx message ("Server error") or a proxy's
 * page tells the user nothing about what did not happen; the spec's words name it. A 4xx keeps the
 * server's own message, which says what to change (field errors travel with it).
 */
function writeFailure(method: string | undefined, texts: ClientTexts): string | undefined {
  const verb = method?.toLowerCase() ?? 'get';
  if (UPDATES.has(verb)) return texts.updateFailed?.();
  if (verb === 'post') return texts.saveFailed?.();
  return undefined;
}

/** The message of a failed answer: the server's, unless it failed without saying anything useful. */
function failureMessage(response: AxiosResponse<Envelope>, body: Envelope, statusCode: number, texts: ClientTexts): string {
  const own = body.message || body.msg;
  const serverFault = statusCode >= 500 && statusCode < 600;
  if (own && !serverFault) return own;
  const write = writeFailure(response.config?.method, texts);
  if (write) return write;
  if (own) return own;
  // HTTP said yes but the body is no envelope (an HTML page for an API path): it failed the check.
  if (response.status >= 200 && response.status < 300) return texts.checkFailed?.() ?? texts.networkFailure();
  // An answer that is no envelope (a proxy's 502 page) has no message; an empty toast would say nothing.
  return texts.networkFailure();
}

/** Turns an answer into data, or into an ApiError after telling the interface what went wrong. */
function settle(response: AxiosResponse<Envelope> | undefined, error: AxiosError | undefined, texts: ClientTexts): unknown {
  const config = (response ?? error)?.config;
  const silent = Boolean(config?.silent) || isSilent(config?.url);
  if (!response) {
    // A call the app cancelled itself (an unmounted view, a superseded query) is nobody's failure.
    if (axios.isCancel(error)) throw { message: error?.message ?? 'canceled', statusCode: 0 } satisfies ApiError;
    const message = isTimeout(error) ? (texts.timeout?.() ?? texts.networkFailure()) : texts.networkFailure();
    const failure: ApiError = { message, statusCode: 0 };
    if (!silent) httpEvents.emit({ type: 'error', message: failure.message, seconds: ERROR_TOAST_SECONDS });
    throw failure;
  }
  const body = (response.data ?? {}) as Envelope;
  if (isSuccess(body)) return body.data;
  const code = body.code ?? body.status_code ?? response.status;
  const statusCode = body.status_code ?? (code === 400 ? 422 : code);
  const failure: ApiError = { message: failureMessage(response, body, statusCode, texts), statusCode, errors: body.errors, code };
  if (silent) throw failure;
  if (code === 401) reportUnauthenticated(failure.message);
  else if (code === BOOT_CODES.tenantExpired) httpEvents.emit({ type: 'merchantExpired', message: failure.message });
  else httpEvents.emit({ type: 'error', message: failure.message, seconds: ERROR_TOAST_SECONDS });
  throw failure;
}

/** A JSON answer's envelope, read from its bytes; anything else reads as no envelope. */
function envelopeOf(bytes: ArrayBuffer): Envelope {
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as Envelope;
  } catch {
    return {};
  }
}

/**
 * An answer asked for as bytes (`responseType: 'arraybuffer'`: a PNG): a Blob of them when the
 * server sent what was asked. A JSON answer in its place is the server's envelope, a failure
 * (spec §8: the mini-program code's JSON answer is "Export QR code failed"), settled as any other.
 */
function settleBinary(response: AxiosResponse, texts: ClientTexts): unknown {
  const type = String(response.headers['content-type'] ?? '');
  const bytes = response.data as ArrayBuffer;
  const sent = response.status >= 200 && response.status < 300 && !/json/i.test(type);
  if (sent) return new Blob([bytes], { type });
  return settle({ ...response, data: /json/i.test(type) ? envelopeOf(bytes) : {} }, undefined, texts);
}

function createClient(baseURL: string, texts: ClientTexts): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: HTTP_TIMEOUT_MS,
    // A timeout is ETIMEDOUT, told apart from a call the browser dropped (spec §8 "Request timeout").
    transitional: { clarifyTimeoutError: true },
    withCredentials: true,
    // The session cookie authenticates; this header is the server's CSRF guard (API.md §1).
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
    // Every answer goes through `settle`, whatever its HTTP status.
    validateStatus: () => true,
  });
  client.interceptors.response.use(
    (response) => ({
      ...response,
      data: response.config?.responseType === 'arraybuffer' ? settleBinary(response, texts) : settle(response, undefined, texts),
    }),
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
