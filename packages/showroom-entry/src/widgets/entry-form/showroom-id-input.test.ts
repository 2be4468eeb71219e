import { describe, expect, it } from 'vitest';
import { normalizeShowroomId, shouldSearch } from './showroom-id-input.ts';

describe('Showroom ID input', () => {
  it('keeps letters and digits, upper-cased, at most 8', () => {
    expect(normalizeShowroomId(' homepro-1 ')).toBe('HOMEPRO1');
    expect(normalizeShowroomId('AB12CD34EF')).toBe('AB12CD34');
    expect(normalizeShowroomId("ab'; --")).toBe('AB');
  });

  it('searches only at exactly 8 characters', () => {
    expect(shouldSearch('HOMEPRO')).toBe(false);
    expect(shouldSearch('HOMEPRO1')).toBe(true);
  });
});
