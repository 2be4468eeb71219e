/**
 * How a request failed: `http` a non-success status, `network` no response at all (offline,
 * CORS, time-out, abort), `contract` a success whose body did not match the expected schema.
 */
export type ApiErrorKind = 'http' | 'network' | 'contract';

/** The rejection of every `api` call. `status` is 0 when no response arrived. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly body: unknown;

  constructor(init: { kind: ApiErrorKind; status: number; body: unknown; cause?: unknown }) {
    super(`Request failed (${init.kind}${init.status ? ` ${init.status}` : ''})`, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
  }
}
