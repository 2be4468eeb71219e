import type { MaterialFamily, Sheen, SurfaceLook } from './material-spec.ts';

/** Looks by words of the product and category names; the first match wins. */
const LOOKS: readonly (readonly [RegExp, SurfaceLook])[] = [
  [/turf|grass|lawn|fescue|bermuda|zoysia|meadow|putting/, 'grass'],
  [
    /wood|oak|maple|walnut|hickory|acacia|\bash\b|birch|teak|chestnut|driftwood|hardwood|laminate|vinyl plank|rigid core/,
    'wood',
  ],
  [/carrara|calacatta|statuario|marquina|marfil|emperador|marble|venatino|taj mahal/, 'marble'],
  [/granite|absolute black|blue pearl|alaska white|steel gray|speckle/, 'granite'],
  [/travertine|limestone|sandstone|ivory|desert tan|autumn blend|coping|flagstone/, 'travertine'],
  [/slate|basalt|ledge|stacked|veneer|split-face|cleft/, 'slate'],
  [/terrazzo/, 'terrazzo'],
  [/concrete|cement|paver|retaining|block|quartz|pure white/, 'concrete'],
  [/glass/, 'glass'],
  [/zellige/, 'zellige'],
];

export function lookOf(family: MaterialFamily, categories: readonly string[], name: string): SurfaceLook {
  if (family === 'turf') return 'grass';
  if (family === 'plank') return 'wood';
  // The product's own words first: 'Carrara Porcelain Tile' is marble-look whatever its category says.
  for (const text of [name, ...categories.slice(1)]) {
    const words = text.toLowerCase();
    for (const [pattern, look] of LOOKS) if (pattern.test(words)) return look;
  }
  if (family === 'slab') return 'concrete';
  if (family === 'paver' || family === 'coping' || family === 'stacked-stone' || family === 'stone')
    return 'travertine';
  return 'glaze';
}

/** The finish's word for how light plays on it; the family's usual sheen when there is none. */
export function sheenOf(finish: string | null, family: MaterialFamily, look: SurfaceLook): Sheen {
  const words = (finish ?? '').toLowerCase();
  if (/brushed|stainless|satin nickel|spot-resist/.test(words)) return 'brushed';
  if (/polished|gloss|chrome|glossy/.test(words)) return 'gloss';
  if (/satin|oil|aged|antique|champagne/.test(words)) return 'satin';
  if (/split|tumbled|cleft|textured|sandblast|wire|hand-scraped|distressed|leathered/.test(words))
    return 'textured';
  if (/matte|honed|smooth/.test(words)) return 'matte';
  if (look === 'glass' || look === 'zellige') return 'gloss';
  if (family === 'tub' || family === 'toilet' || family === 'sink') return 'gloss';
  return 'matte';
}

/** Metal finishes get reflections; paint, enamel, wood and stone do not. */
export function isMetalFinish(finish: string | null): boolean {
  return /nickel|chrome|stainless|gold|brass|bronze|champagne|copper|steel|iron|aluminum/i.test(finish ?? '');
}
