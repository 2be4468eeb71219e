import type { MessageBody, ValidationErrorBody } from '@showroom/contract';

/**
 * An error that already knows its HTTP status and Laravel-shaped body. Routes throw it; the errors
 * plugin sends it as is. Anything else that is thrown becomes a logged 500 with the fallback message.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: MessageBody | ValidationErrorBody,
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(body.message ?? `HTTP ${statusCode}`);
    this.name = 'HttpError';
  }
}

/**
 * A 422 about one field whose message is also the toast (spec §8 shows the server message): wrong
 * credentials, a taken email, a bad reset link. The generic "The given data was invalid." would be
 * replaced by the client's "Invalid input OR some mandatory fields are blank.", which misleads here.
 */
export function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, { message, errors: { [field]: [message] } });
}
