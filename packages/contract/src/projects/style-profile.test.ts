import { describe, expect, it } from 'vitest';
import { styleMatchScore } from './style-match.ts';
import { styleProfileSchema } from './style-profile.ts';

describe('styleProfileSchema', () => {
  it('takes one to three known styles', () => {
    expect(styleProfileSchema.safeParse({ tags: ['Modern', 'Coastal'] }).success).toBe(true);
    expect(styleProfileSchema.safeParse({ tags: [] }).success).toBe(false);
    expect(
      styleProfileSchema.safeParse({ tags: ['Modern', 'Rustic', 'Coastal', 'Industrial'] }).success,
    ).toBe(false);
    expect(styleProfileSchema.safeParse({ tags: ['Gothic'] }).success).toBe(false);
  });
});

describe('styleMatchScore', () => {
  const profile = { tags: ['Modern', 'Minimalist', 'Rustic'] as const };

  it('ranks the profile’s first style above its later ones', () => {
    const modern = styleMatchScore({ tags: [...profile.tags] }, ['Modern']);
    const rustic = styleMatchScore({ tags: [...profile.tags] }, ['Rustic', 'Industrial']);
    expect(modern).toBeGreaterThan(rustic);
    expect(rustic).toBeGreaterThan(0);
  });

  it('is 0 with nothing shared or no profile', () => {
    expect(styleMatchScore({ tags: ['Modern'] }, ['Coastal'])).toBe(0);
    expect(styleMatchScore(null, ['Modern'])).toBe(0);
  });
});
