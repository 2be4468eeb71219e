import { createHash } from 'node:crypto';
import { type ContentCoding, compress } from '../../lib/content-coding.ts';

/**
 * A drawn picture as served: its bytes, type and strong ETag, and (for SVG, which is text) its
 * compressed forms, each made once and kept with it for as long as a cache keeps the picture.
 */
export class Picture {
  readonly etag: string;
  private readonly coded: Partial<Record<ContentCoding, Buffer | Promise<Buffer>>> = {};

  constructor(
    readonly body: Buffer,
    readonly type: 'image/svg+xml' | 'image/png',
  ) {
    this.etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  }

  /** Whether compressing it is worth it: SVG is text; PNG is compressed already. */
  get compressible(): boolean {
    return this.type === 'image/svg+xml';
  }

  /** The body in `coding`: the bytes once compressed, else the one compression under way. */
  encoded(coding: ContentCoding): Buffer | Promise<Buffer> {
    const held = this.coded[coding];
    if (held) return held;
    const pending = compress(coding, this.body.toString('utf8')).then(
      (body) => {
        this.coded[coding] = body;
        return body;
      },
      (error: unknown) => {
        // Forgotten, so the next request tries again.
        delete this.coded[coding];
        throw error;
      },
    );
    this.coded[coding] = pending;
    return pending;
  }
}

export const svgPicture = (svg: string) => new Picture(Buffer.from(svg, 'utf8'), 'image/svg+xml');
