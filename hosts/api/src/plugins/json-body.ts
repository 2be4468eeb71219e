import { REQUEST_MESSAGES } from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error.ts';
import { jsonNestsDeeperThan } from '../lib/json-depth.ts';

/**
 * Deepest nesting of arrays and objects a JSON body may have. The contract's requests nest a few
 * levels; opaque project drafts get room to spare. Deeper bodies are refused before parsing.
 */
export const MAX_JSON_DEPTH = 64;
/** Largest JSON body read (Fastify's default, stated here so it is a decision and not an accident). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;

/**
 * Spec §7: the client sends `Content-Type: application/json` on every request, body or not
 * (logout, mark as read, ...). Fastify refuses an empty JSON body with a 400; here an empty body
 * reads as no body, a body nested deeper than MAX_JSON_DEPTH is a 400, and everything else goes
 * through Fastify's own (prototype-poisoning-safe) parser.
 */
export function jsonBodyPlugin(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: MAX_JSON_BODY_BYTES },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text === '') {
        done(null, undefined);
        return;
      }
      if (jsonNestsDeeperThan(text, MAX_JSON_DEPTH)) {
        done(new HttpError(400, { message: REQUEST_MESSAGES.jsonTooDeep }), undefined);
        return;
      }
      parseJson(request, text, done);
    },
  );
}
