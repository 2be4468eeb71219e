import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/** The content codings the API answers in besides identity, best first (RFC 9110 §8.4.1). */
export type ContentCoding = 'br' | 'gzip';

/**
 * Answers smaller than this go uncompressed: a few hundred bytes fit one packet either way, and the
 * coding's framing would eat most of the saving.
 */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli 5 and gzip 6, measured on the live answers (decision 0032):
 * brotli 5 is within ~15% of brotli 11's size at ~1% of its CPU, and smaller than gzip 9.
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** `body` compressed in `coding`, on libuv's thread pool so the event loop keeps answering. */
export function compress(coding: ContentCoding, body: string): Promise<Buffer> {
  return coding === 'br'
    ? brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipAsync(body, { level: GZIP_LEVEL });
}

/** The weight of each coding in an Accept-Encoding header: -1 when it is not named. */
function weights(header: string): { br: number; gzip: number; any: number } {
  const found = { br: -1, gzip: -1, any: -1 };
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      // A malformed weight counts as 0 (refused) rather than as the default 1.
      if (key.trim().toLowerCase() === 'q') q = /^\s*[01](\.\d{0,3})?\s*$/.test(value) ? Number(value) : 0;
    }
    const coding = name.trim().toLowerCase();
    if (coding === 'br') found.br = q;
    else if (coding === 'gzip' || coding === 'x-gzip') found.gzip = q;
    else if (coding === '*') found.any = q;
  }
  return found;
}

/** The last header negotiated and its answer: browsers send the same header on every call. */
let last: { header: string; coding: ContentCoding | null } = { header: '', coding: null };

/**
 * The coding to answer in for an Accept-Encoding header: br when accepted (and weighted no lower than
 * gzip), else gzip, else null for identity. `*` stands for a coding the header does not name.
 */
export function preferredCoding(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  if (header === last.header) return last.coding;
  const { br, gzip, any } = weights(header);
  const brWeight = br >= 0 ? br : any;
  const gzipWeight = gzip >= 0 ? gzip : any;
  let coding: ContentCoding | null = null;
  if (brWeight > 0 && brWeight >= gzipWeight) coding = 'br';
  else if (gzipWeight > 0) coding = 'gzip';
  last = { header, coding };
  return coding;
}

/**
 * A coded body is another representation, so it gets its own strong ETag (RFC 9110 §8.8.3): the
 * identity ETag with the coding appended inside the quotes.
 */
export const codedEtag = (etag: string, coding: ContentCoding | null): string =>
  coding ? `${etag.slice(0, -1)}-${coding}"` : etag;

/**
 * Marks an answer whose body depends on Accept-Encoding, so shared caches key on it too; added to
 * what the answer already varies on (CORS's Origin).
 */
export function varyOnAcceptEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
}
