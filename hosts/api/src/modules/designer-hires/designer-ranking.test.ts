import type { DesignStyleTag } from '@showroom/contract/pro';
import { describe, expect, it } from 'vitest';
import { matchingTags, rankDesigners } from './designer-ranking.ts';

type Rating = { average: number | null; count: number };
const unrated: Rating = { average: null, count: 0 };
const profile = (...tags: DesignStyleTag[]) => ({ tags });
const designer = (id: number, style_tags: string[], rating = unrated) => ({ id, style_tags, rating });

describe('rankDesigners', () => {
  it('puts the designer matching the profile’s first style before one matching a later style', () => {
    const ranked = rankDesigners(profile('Modern', 'Coastal', 'Rustic'), [
      designer(1, ['Rustic']),
      designer(2, ['Modern']),
      designer(3, ['Coastal']),
    ]);
    expect(ranked.map((each) => each.id)).toEqual([2, 3, 1]);
  });

  it('counts every matching style', () => {
    const ranked = rankDesigners(profile('Modern', 'Coastal'), [
      designer(1, ['Modern']),
      designer(2, ['Coastal', 'Modern']),
    ]);
    expect(ranked.map((each) => each.id)).toEqual([2, 1]);
  });

  it('orders equal matches by rating, unrated last, then by id', () => {
    const ranked = rankDesigners(profile('Modern'), [
      designer(4, ['Modern']),
      designer(3, ['Modern'], { average: 4.5, count: 2 }),
      designer(2, ['Modern'], { average: 4.5, count: 9 }),
      designer(1, ['Modern']),
    ]);
    expect(ranked.map((each) => each.id)).toEqual([2, 3, 1, 4]);
  });

  it('without a style profile lists by rating, then id', () => {
    const ranked = rankDesigners(null, [
      designer(2, ['Modern']),
      designer(1, ['Rustic'], { average: 3, count: 1 }),
    ]);
    expect(ranked.map((each) => each.id)).toEqual([1, 2]);
  });
});

describe('matchingTags', () => {
  it('keeps the profile’s order', () => {
    expect(matchingTags(profile('Coastal', 'Modern', 'Rustic'), ['Modern', 'Coastal'])).toEqual([
      'Coastal',
      'Modern',
    ]);
  });
});
