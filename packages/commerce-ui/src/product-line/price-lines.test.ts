import { describe, expect, it } from 'vitest';
import { priceLines } from './price-lines.ts';

describe('priceLines', () => {
  it('shows Box prices per box and per sqft', () => {
    expect(priceLines({ price: 50, unit: 'Box', box_sqft: 16 })).toEqual({
      unitLabel: 'Box',
      price: 50,
      perSqft: 3.13,
    });
  });

  it('leaves out the sqft line when a box has no area', () => {
    expect(priceLines({ price: 50, unit: 'Box', box_sqft: 0 }).perSqft).toBeNull();
    expect(priceLines({ price: 50, unit: 'Box', box_sqft: null }).perSqft).toBeNull();
  });

  it('shows other units per unit, defaulting to Piece', () => {
    expect(priceLines({ price: 9.5, unit: 'Sheet', box_sqft: 10 })).toEqual({
      unitLabel: 'Sheet',
      price: 9.5,
      perSqft: null,
    });
    expect(priceLines({ price: 9.5, unit: '', box_sqft: null }).unitLabel).toBe('Piece');
    expect(priceLines({ price: 9.5, unit: null, box_sqft: null }).unitLabel).toBe('Piece');
  });
});
