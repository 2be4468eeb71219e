import type { FieldErrorMap } from './field-errors.ts';

/**
 * How a request failed: `http` a non-success status, `network` no response at all (offline,
 * CORS, time-out, abort), `contract` a success whose body did not match the expected schema.
 */
export type ApiErrorKind = 'http' | 'network' | 'contract';

const NO_FIELD_ERRORS: FieldErrorMap = {};

/** The rejection of every `api` call. `status` is 0 when no response arrived. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly body: unknown;
  /** A 422's field errors (field → messages), so the form that sent the call reads them here. */
  readonly fieldErrors: FieldErrorMap;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    body: unknown;
    cause?: unknown;
    fieldErrors?: FieldErrorMap;
  }) {
    super(`Request failed (${init.kind}${init.status ? ` ${init.status}` : ''})`, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
    this.fieldErrors = init.fieldErrors ?? NO_FIELD_ERRORS;
  }
}

/** The field errors a failed call carries; none for anything that is not an `ApiError`. */
export function apiFieldErrors(error: unknown): FieldErrorMap {
  return error instanceof ApiError ? error.fieldErrors : NO_FIELD_ERRORS;
}
