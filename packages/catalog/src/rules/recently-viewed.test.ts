import { describe, expect, it } from 'vitest';
import { pushRecentlyViewed, RECENTLY_VIEWED_MAX } from './recently-viewed.ts';

describe('pushRecentlyViewed', () => {
  it('puts the newest first without duplicates', () => {
    expect(pushRecentlyViewed(['b', 'a'], 'a')).toEqual(['a', 'b']);
  });

  it('keeps at most 12', () => {
    const many = Array.from({ length: RECENTLY_VIEWED_MAX }, (_, index) => `h${index}`);
    const next = pushRecentlyViewed(many, 'new');
    expect(next).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`h${RECENTLY_VIEWED_MAX - 1}`);
  });
});
