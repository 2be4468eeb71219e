import { describe, expect, it } from 'vitest';
import { drawShowroomId, SHOWROOM_ID_ALPHABET } from './showroom-id.ts';

describe('drawShowroomId', () => {
  it('draws 8 characters a person cannot misread (no 0/O, 1/I/L, 5/S)', () => {
    expect(SHOWROOM_ID_ALPHABET).not.toMatch(/[0O1IL5S]/);
    let seed = 7;
    const id = drawShowroomId((size) => {
      seed = (seed * 31 + 11) % 1009;
      return seed % size;
    });
    expect(id).toMatch(new RegExp(`^[${SHOWROOM_ID_ALPHABET}]{8}$`));
  });

  it('uses every character of the alphabet', () => {
    let next = 0;
    const ids = Array.from({ length: 4 }, () => drawShowroomId((size) => next++ % size)).join('');
    expect(new Set(ids).size).toBe(SHOWROOM_ID_ALPHABET.length);
  });
});
