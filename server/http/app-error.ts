/** A message key, with the values its placeholders take. */
export type FieldMessage = string | { key: string; params?: Record<string, unknown> };
/** Field errors as message keys (translated when the answer is sent), keyed by dotted request paths. */
export type FieldErrors = Record<string, FieldMessage[]>;

export interface AppErrorOptions {
  params?: Record<string, unknown>;
  errors?: FieldErrors;
  /** The boot API's code when it differs from the HTTP status (API.md §2). */
  bootCode?: number;
  headers?: Record<string, string>;
}

/** An error whose message is meant for the user: a status, a message key and optional field errors. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly messageKey: string,
    readonly options: AppErrorOptions = {},
  ) {
    super(messageKey);
  }
}

export const unauthenticated = () => new AppError(401, 'errors.unauthenticated');
export const forbidden = (messageKey = 'errors.forbidden') => new AppError(403, messageKey);
export const notFound = () => new AppError(404, 'errors.notFound');
export const conflict = (messageKey: string) => new AppError(409, messageKey);
/** One or more fields failed a rule that the schema alone cannot express. */
export const invalid = (errors: FieldErrors, messageKey = 'errors.validation') => new AppError(422, messageKey, { errors });
