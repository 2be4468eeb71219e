import type { MaterialFamily } from './material-spec.ts';

type Rule = readonly [RegExp, MaterialFamily];

/**
 * Families by words of the category names (top first) and the product name, first match wins: the
 * order settles overlaps ('vanity light' is a light, 'double sink vanity' a vanity, 'wood-look tile' a
 * tile). Category words are tried before name words, so a 'Marble Countertop' is a slab, not a tile.
 */
const RULES: readonly Rule[] = [
  [/turf|grass|lawn|putting/, 'turf'],
  [/coping/, 'coping'],
  [/stacked|ledger|ledgestone|veneer/, 'stacked-stone'],
  [/paver|hardscap|flagstone|retaining|cobble/, 'paver'],
  [/countertop|slab|quartz/, 'slab'],
  [/vanity light|sconce|chandelier|pendant|lights?\b|lighting|lamp/, 'light'],
  [/\bfans?\b/, 'fan'],
  [/vanit/, 'vanity'],
  [/\btubs?\b|bathtub/, 'tub'],
  [/toilet|bidet/, 'toilet'],
  [/shower/, 'shower'],
  [/faucet|filler/, 'faucet'],
  [/sink/, 'sink'],
  [/hardware|pull|knob/, 'hardware'],
  [/appliance|refrigerator|range|dishwasher|hood|oven|cooktop/, 'appliance'],
  [/outdoor|patio|fire pit|grill|pergola/, 'outdoor'],
  [/hardwood|laminate|vinyl|plank|luxury-flooring|wood flooring/, 'plank'],
  [/tile|backsplash|mosaic|porcelain|ceramic/, 'tile'],
  [/stone|marble|travertine|granite|slate/, 'stone'],
];

/** The product's family; a tile when nothing says otherwise (the most common surface). */
export function familyOf(categories: readonly string[], name: string): MaterialFamily {
  for (const text of [...categories, name]) {
    const words = text.toLowerCase();
    for (const [pattern, family] of RULES) if (pattern.test(words)) return family;
  }
  return 'tile';
}

/** Shapes within a family, by the first word found in the names (sub-category first). */
const SHAPES: Partial<Record<MaterialFamily, readonly (readonly [RegExp, string])[]>> = {
  faucet: [
    [/pull-down|pull down/, 'pull-down'],
    [/bridge/, 'bridge'],
    [/pot filler|filler/, 'pot-filler'],
    [/bar|prep/, 'bar'],
    [/widespread/, 'widespread'],
    [/wall/, 'wall-mount'],
    [/kitchen/, 'pull-down'],
  ],
  shower: [
    [/door/, 'door'],
    [/head/, 'head'],
  ],
  sink: [
    [/farmhouse|apron/, 'farmhouse'],
    [/workstation/, 'workstation'],
  ],
  vanity: [
    [/double/, 'double'],
    [/floating|wall-mount/, 'floating'],
  ],
  tub: [
    [/alcove/, 'alcove'],
    [/claw/, 'clawfoot'],
  ],
  toilet: [
    [/smart|bidet/, 'smart'],
    [/one-piece|one piece/, 'one-piece'],
  ],
  light: [
    [/chandelier/, 'chandelier'],
    [/vanity light|bath bar/, 'vanity'],
    [/sconce/, 'sconce'],
  ],
  fan: [
    [/outdoor|damp/, 'outdoor'],
    [/light|led/, 'with-light'],
  ],
  appliance: [
    [/refrigerator|fridge/, 'refrigerator'],
    [/hood/, 'hood'],
    [/dishwasher/, 'dishwasher'],
    [/range|oven|cooktop/, 'range'],
  ],
  hardware: [
    [/knob/, 'knob'],
    [/cup/, 'cup'],
    [/appliance/, 'appliance-pull'],
  ],
  outdoor: [
    [/fire/, 'fire-pit'],
    [/grill|kitchen/, 'grill'],
    [/pergola/, 'pergola'],
  ],
};

/** Each family's usual shape, when no word names another. */
const DEFAULT_SHAPE: Partial<Record<MaterialFamily, string>> = {
  faucet: 'single-handle',
  shower: 'system',
  sink: 'undermount',
  vanity: 'single',
  tub: 'freestanding',
  toilet: 'two-piece',
  light: 'pendant',
  fan: 'ceiling',
  appliance: 'range',
  hardware: 'bar-pull',
  outdoor: 'dining',
};

export function shapeOf(family: MaterialFamily, categories: readonly string[], name: string): string {
  const shapes = SHAPES[family] ?? [];
  for (const text of [...categories.slice(1), name, ...categories.slice(0, 1)]) {
    const words = text.toLowerCase();
    for (const [pattern, shape] of shapes) if (pattern.test(words)) return shape;
  }
  return DEFAULT_SHAPE[family] ?? '';
}
