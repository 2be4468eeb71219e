import { MESSAGES, unsafeTextErrors } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.ts';

/**
 * One check for every route: a NUL or an unpaired surrogate anywhere in the path parameters, the
 * query string or a parsed body (keys included) is a 422 naming the fields, before any handler
 * runs; text that PostgreSQL cannot store never reaches a query. Multipart fields, read by their
 * route, get the same check there (modules/leads/save-lead.ts).
 */
export function safeTextPlugin(app: FastifyInstance): void {
  // Synchronous: no promise per request on the hot reads.
  app.addHook('preValidation', (request, _reply, done) => {
    const errors = Object.assign(
      unsafeTextErrors(request.params),
      unsafeTextErrors(request.query),
      unsafeTextErrors(request.body),
    );
    if (Object.keys(errors).length > 0) {
      done(new HttpError(422, { message: MESSAGES.invalidGiven, errors }));
      return;
    }
    done();
  });
}
