import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { codedEtag, compress, preferredCoding } from './content-coding.ts';

describe('preferredCoding', () => {
  it.each([
    // What browsers send.
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.8, *;q=0.1', 'br'],
    ['gzip, deflate', 'gzip'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    // Weights the client chose win over the server's preference.
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['deflate', null],
    ['', null],
    [undefined, null],
    // A malformed weight refuses the coding rather than accepting it at full weight.
    ['br;q=high, gzip', 'gzip'],
  ])('%j → %s', (header, coding) => {
    expect(preferredCoding(header)).toBe(coding);
    // Asked again (the one-entry memo answers), the same.
    expect(preferredCoding(header)).toBe(coding);
  });
});

describe('codedEtag', () => {
  it('keeps the identity ETag and gives each coding its own strong ETag', () => {
    expect(codedEtag('"abc"', null)).toBe('"abc"');
    expect(codedEtag('"abc"', 'br')).toBe('"abc-br"');
    expect(codedEtag('"abc"', 'gzip')).toBe('"abc-gzip"');
  });
});

describe('compress', () => {
  it('round-trips UTF-8 text in each coding, smaller than it was', async () => {
    const json = JSON.stringify({
      data: Array.from({ length: 50 }, (_, i) => ({ name: `Tile “${i}” — 12″` })),
    });
    const br = await compress('br', json);
    const gzip = await compress('gzip', json);
    expect(brotliDecompressSync(br).toString('utf8')).toBe(json);
    expect(gunzipSync(gzip).toString('utf8')).toBe(json);
    expect(br.length).toBeLessThan(Buffer.byteLength(json) / 4);
    expect(gzip.length).toBeLessThan(Buffer.byteLength(json) / 4);
  });
});
