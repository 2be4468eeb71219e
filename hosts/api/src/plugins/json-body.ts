import type { FastifyInstance } from 'fastify';

/**
 * Spec §7: the client sends `Content-Type: application/json` on every request, body or not
 * (logout, mark as read, ...). Fastify refuses an empty JSON body with a 400; here an empty body
 * reads as no body, and everything else goes through Fastify's own (prototype-poisoning-safe) parser.
 */
export function jsonBodyPlugin(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
