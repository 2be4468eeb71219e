import { describe, expect, it } from 'vitest';
import { categoryLabel } from './category-label.ts';

describe('categoryLabel', () => {
  it('shows a category stored as a slug as words, and other names as they are', () => {
    expect(categoryLabel('luxury-flooring')).toBe('Luxury flooring');
    expect(categoryLabel('Bath Tubs')).toBe('Bath Tubs');
    expect(categoryLabel('Semi-Custom Cabinets')).toBe('Semi-Custom Cabinets');
  });
});
