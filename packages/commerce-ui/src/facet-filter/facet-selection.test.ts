import { describe, expect, it } from 'vitest';
import { priceBound, toggled } from './facet-selection.ts';

describe('facet selection rules', () => {
  it('toggles values', () => {
    expect(toggled([1, 2], 2)).toEqual([1]);
    expect(toggled([1], 2)).toEqual([1, 2]);
  });

  it('reads a blank or unreadable price bound as no bound', () => {
    expect(priceBound('12.5')).toBe(12.5);
    expect(priceBound(' ')).toBeNull();
    expect(priceBound('.')).toBeNull();
  });
});
