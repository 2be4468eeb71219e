import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SerializedAnswer, SerializedAnswers, SerializedPages, strongEtag } from './serialized-answers.ts';

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

describe('SerializedAnswer', () => {
  const json = JSON.stringify(envelope(Array.from({ length: 40 }, (_, i) => ({ name: `Oak “${i}”` }))));

  it('compresses its JSON once per coding: later calls are the same bytes', async () => {
    const answer = new SerializedAnswer(json);
    const [br, again] = await Promise.all([answer.encoded('br'), answer.encoded('br')]);
    expect(again).toBe(br);
    expect(answer.encoded('br')).toBe(br);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(json);
    const gzip = await answer.encoded('gzip');
    expect(answer.encoded('gzip')).toBe(gzip);
    expect(gunzipSync(gzip).toString('utf8')).toBe(json);
  });

  it('counts its JSON in UTF-8 bytes', () => {
    expect(new SerializedAnswer('"é"').bytes).toBe(4);
  });
});

describe('SerializedPages', () => {
  it('wraps a cached page in the envelope of its first request, once, and a new page afresh', () => {
    const pages = new SerializedPages<{ rows: number[] }, { page: number; rows: number[] }>();
    const cached = { rows: [1, 2] };
    const first = pages.of(cached, (value) => ({ page: 2, rows: value.rows }));
    expect(first.json).toBe('{"page":2,"rows":[1,2]}');
    expect(pages.of(cached, () => ({ page: 9, rows: [] }))).toBe(first);
    expect(pages.of({ rows: [3] }, (value) => ({ page: 2, rows: value.rows })).json).toBe(
      '{"page":2,"rows":[3]}',
    );
  });
});
