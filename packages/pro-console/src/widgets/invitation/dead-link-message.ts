import { ApiError } from '@showroom/core';

/** The server's words for a link that cannot be used (used, revoked, expired, unknown), else a plain one. */
export function deadLinkMessage(error: unknown): string {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const { message } = error.body as { message?: unknown };
    if (typeof message === 'string' && message) return message;
  }
  return 'The invitation could not be loaded. Check your connection and try again.';
}
