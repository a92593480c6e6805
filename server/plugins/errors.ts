import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { OWNERSHIP_FIELDS } from '../../resources/constants.ts';
import { hasMessage } from '../../resources/messages/index.ts';
import { AppError, type FieldErrors, type FieldMessage } from '../http/app-error.ts';
import { apiKindOf, wrapFailure } from '../http/envelope.ts';
import { TenantScopeError } from '../tenancy/scope.ts';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * The one error handler of both APIs: every failure becomes the envelope of its API with a
 * localised message; 5xx answers never carry internals, only the request id that the log has.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    const appError = toAppError(error);
    if (appError.status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status: appError.status, key: appError.messageKey }, 'request refused');
    return sendFailure(request, reply, appError);
  });
});

/** Sends an AppError as the envelope of the request's API. */
export function sendFailure(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const kind = apiKindOf(request.url);
  const extra: Record<string, unknown> = {};
  if (error.options.errors) extra.errors = translateFieldErrors(request, error.options.errors);
  if (error.status >= 500) extra.request_id = request.id;
  for (const [name, value] of Object.entries(error.options.headers ?? {})) reply.header(name, value);
  const message = request.t(error.messageKey, error.options.params);
  // A failure is not the route's success answer: its 200 response schema must not judge it
  // (the boot API sends failures as HTTP 200, which that schema would refuse with a raw 500).
  reply.type('application/json; charset=utf-8').serializer((payload: unknown) => JSON.stringify(payload));
  if (kind === 'boot') {
    // The boot API reports validation as code 400 (API.md §2) and always answers HTTP 200.
    const code = error.options.bootCode ?? (error.status === 422 ? 400 : error.status);
    return reply.status(200).send(wrapFailure(kind, error.status, code, message, extra));
  }
  return reply.status(error.status).send(wrapFailure(kind, error.status, error.status, message, extra));
}

function translateFieldErrors(request: FastifyRequest, errors: FieldErrors) {
  const translated: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    translated[field] = messages.map((m) => (typeof m === 'string' ? request.t(m) : request.t(m.key, m.params)));
  }
  return translated;
}

function toAppError(error: FastifyError | AppError): AppError {
  if (error instanceof AppError) return error;
  // An operator wrote to one merchant's table without naming the merchant.
  if (error instanceof TenantScopeError) return new AppError(400, 'errors.tenantRequired');
  if (hasZodFastifySchemaValidationErrors(error))
    return new AppError(422, 'errors.validation', { errors: fieldErrorsOf(error.validation as ValidationIssue[]) });
  if (error.validation) return new AppError(422, 'errors.validation', { errors: fieldErrorsOf(error.validation as ValidationIssue[]) });
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(413, 'errors.payloadTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError(415, 'errors.unsupportedMediaType');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError(400, 'errors.badJson');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new AppError(400, 'errors.badRequest', { params: { detail: 'wrong Content-Length' } });
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError(413, 'errors.payloadTooLarge');
  if (status === 415) return new AppError(415, 'errors.unsupportedMediaType');
  if (status === 429) return new AppError(429, 'errors.tooManyAttempts', { params: { minutes: 1 } });
  if (status === 404) return new AppError(404, 'errors.routeNotFound');
  // Other client errors raised by libraries (a static file's 412 or 416) are the client's doing, not
  // a server failure: they keep their status, with the standard reason, never the library's own text.
  if (status >= 400 && status < 500) return new AppError(status, 'errors.badRequest', { params: { detail: STATUS_CODES[status] ?? 'client error' } });
  return new AppError(500, 'errors.internal');
}

/** Zod issues → `{ "skus.0.price": ["validation.tooSmall"] }`, unknown keys reported at their own path. */
function fieldErrorsOf(issues: ValidationIssue[]): FieldErrors {
  // No prototype: a client's unknown key named `valueOf` or `constructor` is just a key here
  // (found by the reliability suite's fuzzing: it used to crash this handler).
  const errors: FieldErrors = Object.create(null);
  const add = (field: string, message: FieldMessage) => {
    const list = (errors[field || '_'] ??= []);
    if (list.length === 0) list.push(message);
  };
  for (const issue of issues) {
    const base = issue.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
    const key = issue.message && hasMessage(issue.message) ? issue.message : 'validation.invalidValue';
    const keys = issue.params?.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const name of keys) {
        const ownership = (OWNERSHIP_FIELDS as readonly string[]).includes(String(name));
        add(base ? `${base}.${String(name)}` : String(name), ownership ? 'validation.ownershipField' : key);
      }
    } else add(base, { key, params: issue.params });
  }
  return errors;
}
