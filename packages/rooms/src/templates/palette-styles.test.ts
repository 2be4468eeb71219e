import { DESIGN_STYLE_TAGS } from '@showroom/contract/pro';
import { describe, expect, it } from 'vitest';
import {
  PALETTE_STYLES,
  rankByStyleColours,
  rankTemplatesByStyle,
  styleColoursOf,
} from './palette-styles.ts';
import { ROOM_TEMPLATES } from './room-templates.ts';

const kitchen = ROOM_TEMPLATES.filter((template) => template.planId === 'kitchen-l-classic');

describe('templates ranked by a style profile', () => {
  it('name a style for every palette, in the survey’s words', () => {
    for (const template of ROOM_TEMPLATES)
      expect(PALETTE_STYLES[template.style], template.style).toBeDefined();
    for (const styles of Object.values(PALETTE_STYLES))
      for (const style of styles) expect(DESIGN_STYLE_TAGS).toContain(style);
  });

  it('put the profile’s matches first, marked, and keep the rest in their order', () => {
    const last = kitchen.at(-1)!;
    const style = PALETTE_STYLES[last.style]![0]! as 'Modern';
    const ranked = rankTemplatesByStyle(kitchen, { tags: [style] });
    expect(ranked[0]?.matches).toBe(true);
    expect(PALETTE_STYLES[ranked[0]!.template.style]).toContain(style);
    expect(ranked.find((entry) => entry.template === last)?.matches).toBe(true);
    const rest = ranked.filter((entry) => !entry.matches).map((entry) => entry.template.id);
    expect(rest).toEqual(kitchen.map((template) => template.id).filter((id) => rest.includes(id)));
  });

  it('change nothing without a profile', () => {
    expect(rankTemplatesByStyle(kitchen, null).map((entry) => entry.template)).toEqual(kitchen);
    expect(rankTemplatesByStyle(kitchen, null).some((entry) => entry.matches)).toBe(false);
  });
});

describe('products ranked by a style profile', () => {
  it('put the ones in a colour the profile’s styles give the slot first, keeping each group’s order', () => {
    const colours = styleColoursOf({ tags: ['Coastal'] }, { id: 'floor', kind: 'floor' });
    expect(colours.has('Blond')).toBe(true);
    const cards = [
      { hash: 'a', colour: [{ name: 'Purple' }] },
      { hash: 'b', colour: [{ name: 'Blond' }] },
      { hash: 'c', colour: [{ name: 'Orange' }] },
      { hash: 'd', colour: [{ name: 'Blond' }] },
    ];
    expect(
      rankByStyleColours(cards, colours).map(({ item, matches }) => `${item.hash}${matches ? '*' : ''}`),
    ).toEqual(['b*', 'd*', 'a', 'c']);
    expect(styleColoursOf(null, { id: 'floor', kind: 'floor' }).size).toBe(0);
  });
});
