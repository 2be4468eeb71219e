import type { MenuCategory } from '@showroom/contract/catalog';
import { describe, expect, it } from 'vitest';
import { followTrail, parseCrumbs } from './category-trail.ts';

const leaf = (id: number, children: MenuCategory[] = []): MenuCategory => ({
  id,
  name: `C${id}`,
  slug: `c${id}`,
  parent_id: null,
  photo: null,
  resized_photo: null,
  unit: 'Box',
  children,
});

describe('category trail', () => {
  it('follows ids down the tree and stops at a missing one', () => {
    const roots = [leaf(1, [leaf(2, [leaf(3)])]), leaf(9)];
    expect(followTrail(roots, [1, 2, 3]).map((c) => c.id)).toEqual([1, 2, 3]);
    expect(followTrail(roots, [1, 7, 3]).map((c) => c.id)).toEqual([1]);
  });

  it('reads stored crumbs defensively', () => {
    expect(parseCrumbs('[{"id":1,"name":"Tile","slug":"tile"},{"id":"x"}]')).toEqual([
      { id: 1, name: 'Tile', slug: 'tile' },
    ]);
    expect(parseCrumbs('nope')).toEqual([]);
    expect(parseCrumbs(null)).toEqual([]);
  });
});
