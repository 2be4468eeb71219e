import { familyOf } from './family-rules.ts';
import type { MaterialFamily, MaterialSpec } from './material-spec.ts';
import { materialSpecOf } from './material-spec-of.ts';
import { randomFrom, seedOf } from './random.ts';
import { renderSvg } from './render-svg.ts';

/** Colour sets a typical product of each family comes in (one is chosen from the category's slug). */
const TYPICAL: Partial<Record<MaterialFamily, readonly (readonly string[])[]>> = {
  tile: [['#f5f0e6', '#d1d5db'], ['#efe6d2'], ['#9caf88'], ['#f8fafc']],
  plank: [['#c68e3f', '#b98a5a'], ['#d2b48c'], ['#9c958a', '#a39081']],
  stone: [['#d6c3a3', '#c9b18a']],
  slab: [
    ['#f5f0e6', '#f8fafc'],
    ['#f8fafc', '#d1d5db'],
  ],
  turf: [['#2e7d4f', '#6b7a3a']],
  paver: [['#c9b18a', '#d6c3a3', '#a39081']],
  coping: [['#efe6d2', '#f1e4c3']],
  'stacked-stone': [
    ['#9ca3af', '#55585b', '#d1d5db'],
    ['#c9b18a', '#a39081'],
  ],
  faucet: [['#b9b6ae'], ['#111827'], ['#c9a227']],
  shower: [['#b9b6ae'], ['#111827']],
  sink: [['#f8fafc'], ['#a9acaf']],
  vanity: [['#1e3a5f'], ['#d2b48c'], ['#f8fafc'], ['#9caf88']],
  tub: [['#f8fafc']],
  toilet: [['#f8fafc']],
  light: [['#111827'], ['#b5953f']],
  fan: [['#b9b6ae'], ['#111827']],
  appliance: [['#a9acaf']],
  hardware: [['#c9a227'], ['#111827'], ['#b9b6ae']],
  outdoor: [['#374151'], ['#c68e3f']],
};

const TYPICAL_FINISH: Partial<Record<MaterialFamily, string>> = {
  faucet: 'Brushed Nickel',
  shower: 'Brushed Nickel',
  hardware: 'Brushed Gold',
  fan: 'Brushed Nickel',
  light: 'Aged Brass',
  appliance: 'Stainless Steel',
  slab: 'Polished',
  tile: 'Matte',
};

/**
 * A typical product of a category, from its slug and names (top category first): what the category's
 * tile shows. The same slug always gives the same picture.
 */
export function categorySpecOf(slug: string, names: readonly string[]): MaterialSpec {
  const family = familyOf(names, '');
  const random = randomFrom(seedOf(slug));
  const colours = random.pick(TYPICAL[family] ?? [['#d6d3cd']]);
  const finish = TYPICAL_FINISH[family] ?? null;
  return materialSpecOf({
    hash: slug,
    name: names.join(' '),
    categories: names,
    colours: colours.map((hex) => ({ name: '', hex })),
    finish: colours[0] === '#111827' ? 'Matte Black' : colours[0] === '#b5953f' ? 'Aged Brass' : finish,
    size: null,
  });
}

/** A category's tile picture (400 px square SVG). */
export function renderCategoryPicture(slug: string, names: readonly string[]): string {
  return renderSvg(categorySpecOf(slug, names), 'thumb', 400);
}
