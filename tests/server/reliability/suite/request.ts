import type { LightMyRequestResponse } from 'fastify';
import type { Actor } from './accounts.ts';
import type { Operation } from './openapi.ts';

export interface RequestParts {
  path?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** A raw payload and its content type, instead of a JSON body. */
  raw?: { payload: string | Buffer; contentType: string };
}

/** What a client acts on: the HTTP status (main API) or the boot envelope's code (boot API, where code 0 means 200). */
export interface Outcome {
  status: number;
  body: unknown;
  text: string;
}

export function urlOf(operation: Operation, parts: RequestParts): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(parts.path?.[name] ?? '')));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query ?? {})) {
    if (value === undefined) continue;
    search.append(name, Array.isArray(value) ? value.join(',') : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export async function send(actor: Actor, operation: Operation, parts: RequestParts): Promise<Outcome> {
  const headers: Record<string, string> = {};
  let payload: string | Buffer | undefined;
  if (parts.raw) {
    headers['content-type'] = parts.raw.contentType;
    payload = parts.raw.payload;
  } else if (parts.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(parts.body);
  }
  const response = await actor.send(
    { method: operation.method, url: urlOf(operation, parts), headers, ...(payload === undefined ? {} : { payload }) },
    operation,
  );
  return outcomeOf(operation, response);
}

export function outcomeOf(operation: Operation, response: LightMyRequestResponse): Outcome {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = undefined;
  }
  if (operation.api === 'boot' && response.statusCode === 200 && body && typeof body === 'object' && 'code' in body) {
    const code = (body as { code: number }).code;
    return { status: code === 0 ? 200 : code, body, text: response.body };
  }
  return { status: response.statusCode, body, text: response.body };
}

export function describeRequest(operation: Operation, parts: RequestParts): string {
  const body = parts.raw
    ? `<${parts.raw.contentType}, ${parts.raw.payload.length} bytes>`
    : parts.body === undefined
      ? ''
      : ` ${JSON.stringify(parts.body).slice(0, 300)}`;
  return `${operation.method} ${urlOf(operation, parts)}${body}`;
}
