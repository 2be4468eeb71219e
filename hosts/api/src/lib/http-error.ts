import type { MessageBody, ValidationErrorBody } from '@showroom/contract';

/**
 * An error that already knows its HTTP status and Laravel-shaped body. Routes throw it; the errors
 * plugin sends it as is. Anything else that is thrown becomes a logged 500 with the fallback message.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: MessageBody | ValidationErrorBody,
  ) {
    super(body.message ?? `HTTP ${statusCode}`);
    this.name = 'HttpError';
  }
}
