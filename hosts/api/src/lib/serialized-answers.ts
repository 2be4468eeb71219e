import { createHash } from 'node:crypto';
import { type ContentCoding, compress } from './content-coding.ts';

/** A strong ETag: the SHA-1 of the body, quoted (RFC 9110 §8.8.3). */
export const strongEtag = (body: string): string =>
  `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * An answer as sent: its JSON, a strong ETag of exactly those bytes, and its compressed forms. Each is
 * worked out on first use and kept with the answer, so it lives exactly as long as whatever holds the
 * answer (a service cache's value): a hit costs no SHA-1 and no compression, and there is nothing new
 * to invalidate. The compressed forms of JSON are a fraction of it (brotli ~1/10, gzip ~1/7).
 */
export class SerializedAnswer {
  /** UTF-8 length of `json`. */
  readonly bytes: number;
  private hash: string | undefined;
  private readonly coded: Partial<Record<ContentCoding, Buffer | Promise<Buffer>>> = {};

  constructor(readonly json: string) {
    this.bytes = Buffer.byteLength(json);
  }

  get etag(): string {
    this.hash ??= strongEtag(this.json);
    return this.hash;
  }

  /**
   * The JSON in `coding`: the bytes once compressed, or the one compression under way (concurrent
   * first requests share it). A failed compression is forgotten, so the next request tries again.
   */
  encoded(coding: ContentCoding): Buffer | Promise<Buffer> {
    const held = this.coded[coding];
    if (held) return held;
    const pending = compress(coding, this.json).then(
      (body) => {
        this.coded[coding] = body;
        return body;
      },
      (error: unknown) => {
        delete this.coded[coding];
        throw error;
      },
    );
    this.coded[coding] = pending;
    return pending;
  }
}

/**
 * The answers of a route, each worked out once per value its service cache holds. The services'
 * LoadingCaches hand out the same object on every hit, so a hit costs a WeakMap lookup instead of
 * JSON.stringify, a SHA-1 and a compression. Keyed weakly by that object: nothing here outlives the
 * cache entry, adds a TTL of its own, or can answer a value the cache has already replaced. A value
 * not from a cache (a fresh `[]`, say) is serialised each time and forgotten with it. The envelope
 * comes with each value and is used on its first sight only, so it may also hold what the cache's key
 * held (a console page's number, size and filters: decision 0101).
 */
export class SerializedPages<V extends object, A> {
  private readonly answers = new WeakMap<V, SerializedAnswer>();

  of(value: V, envelope: (value: V) => A): SerializedAnswer {
    let answer = this.answers.get(value);
    if (!answer) {
      answer = new SerializedAnswer(JSON.stringify(envelope(value)));
      this.answers.set(value, answer);
    }
    return answer;
  }
}

/** SerializedPages with one envelope for every value (a public read: the value is all it depends on). */
export class SerializedAnswers<V extends object, A> {
  private readonly pages = new SerializedPages<V, A>();

  /** `envelope` builds the route's typed response around the value. */
  constructor(private readonly envelope: (value: V) => A) {}

  of(value: V): SerializedAnswer {
    return this.pages.of(value, this.envelope);
  }
}
