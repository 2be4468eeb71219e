import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SerializedAnswers, strongEtag } from './serialized-answers.ts';

const envelope = (data: { name: string }[]) => ({ success: true, message: '', data: { data } });

describe('SerializedAnswers', () => {
  it('answers the JSON of the envelope, with the SHA-1 of exactly those bytes as a strong ETag', () => {
    const value = [{ name: 'Tile — 12″ “Carrara”' }];
    const answer = new SerializedAnswers(envelope).of(value);
    expect(answer.json).toBe(JSON.stringify(envelope(value)));
    const sha1 = createHash('sha1').update(Buffer.from(answer.json, 'utf8')).digest('base64url');
    expect(answer.etag).toBe(`"${sha1}"`);
  });

  it('serialises a value once: a hit is the same answer, with the same ETag', () => {
    let built = 0;
    const answers = new SerializedAnswers((data: { name: string }[]) => {
      built += 1;
      return envelope(data);
    });
    const value = [{ name: 'Oak' }];
    const first = answers.of(value);
    expect(answers.of(value)).toBe(first);
    expect(built).toBe(1);
  });

  it('serialises a new value afresh, so a replaced cache value is never answered stale', () => {
    const answers = new SerializedAnswers(envelope);
    const before = answers.of([{ name: 'Oak' }]);
    const after = answers.of([{ name: 'Walnut' }]);
    expect(after.json).toContain('Walnut');
    expect(after.etag).not.toBe(before.etag);
    // Equal content gives an equal ETag, whichever object it came from (other processes agree too).
    expect(answers.of([{ name: 'Oak' }]).etag).toBe(before.etag);
  });

  it('quotes the ETag and keeps it to URL-safe characters', () => {
    expect(strongEtag('{}')).toMatch(/^"[\w-]{27}"$/);
  });
});
