import { createHash } from 'node:crypto';

/** An answer as sent: its JSON and a strong ETag of exactly those bytes. */
export interface SerializedAnswer {
  readonly json: string;
  readonly etag: string;
}

/** A strong ETag: the SHA-1 of the body, quoted (RFC 9110 §8.8.3). */
export const strongEtag = (body: string): string =>
  `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The JSON and ETag of a route's answer, worked out once per value its service cache holds. The
 * services' LoadingCaches hand out the same object on every hit, so a hit costs a WeakMap lookup
 * instead of JSON.stringify and a SHA-1. Keyed weakly by that object: nothing here outlives the cache
 * entry, adds a TTL of its own, or can answer a value the cache has already replaced. A value not
 * from a cache (a fresh `[]`, say) is serialised each time and forgotten with it.
 */
export class SerializedAnswers<V extends object, A> {
  private readonly answers = new WeakMap<V, SerializedAnswer>();

  /** `envelope` builds the route's typed response around the value. */
  constructor(private readonly envelope: (value: V) => A) {}

  of(value: V): SerializedAnswer {
    let answer = this.answers.get(value);
    if (!answer) {
      const json = JSON.stringify(this.envelope(value));
      answer = { json, etag: strongEtag(json) };
      this.answers.set(value, answer);
    }
    return answer;
  }
}
