import { PICTURES_VERSION } from '@showroom/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { codedEtag, preferredCoding, varyOnAcceptEncoding } from '../../lib/content-coding.ts';
import type { Picture } from '../../modules/pictures/index.ts';

/** A picture URL names its drawing's version, so what it answers never changes: cached for a year. */
export const PICTURE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** An SVG may not run script or load anything: only its own inline styles. */
export const PICTURE_SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";
/** A redirect from another version is not immutable: that version may be the next one, deployed soon. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=300';

const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag) ?? false;

/**
 * A request for a pictures version other than the current one, answered with a temporary redirect to
 * the same picture of the current version (an old page's URL still shows a picture); null when the
 * version is current.
 */
export function redirectToCurrentVersion(
  request: FastifyRequest,
  reply: FastifyReply,
  version: string,
): FastifyReply | null {
  if (version === PICTURES_VERSION) return null;
  const url = request.url.replace(`/pictures/${version}/`, `/pictures/${PICTURES_VERSION}/`);
  return reply
    .header('cache-control', REDIRECT_CACHE_CONTROL)
    .header('access-control-allow-origin', '*')
    .redirect(url, 302);
}

/**
 * Sends a picture: immutable caching, a strong ETag (a 304 when the browser has it), any origin may
 * read it (the visualizer on a pro's site draws textures in WebGL, which needs CORS), and load it
 * (Cross-Origin-Resource-Policy), SVG under a CSP that forbids scripts and outside resources, and
 * compressed when the client takes br or gzip.
 */
export function sendPicture(
  request: FastifyRequest,
  reply: FastifyReply,
  picture: Picture,
): FastifyReply | Promise<FastifyReply> {
  // The same bytes for every origin: `*`, and no Vary on Origin, so shared caches keep one copy.
  reply.removeHeader('vary');
  reply
    .header('access-control-allow-origin', '*')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('cache-control', PICTURE_CACHE_CONTROL)
    .type(picture.type === 'image/svg+xml' ? 'image/svg+xml; charset=utf-8' : picture.type);
  if (picture.type === 'image/svg+xml') reply.header('content-security-policy', PICTURE_SVG_CSP);
  const coding = picture.compressible ? preferredCoding(request.headers['accept-encoding']) : null;
  if (picture.compressible) varyOnAcceptEncoding(reply);
  const etag = codedEtag(picture.etag, coding);
  reply.header('etag', etag);
  if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  if (!coding) return reply.send(picture.body);
  reply.header('content-encoding', coding);
  // A hit sends at once; only the first request in a coding waits for its compression.
  const body = picture.encoded(coding);
  return Buffer.isBuffer(body) ? reply.send(body) : body.then((coded) => reply.send(coded));
}
