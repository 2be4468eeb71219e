/**
 * Reads a product the way a shopper does: which sizes, colours and finish its name promises, and
 * whether its sizes, swatch colours and finish keep those promises. Written independently of the
 * seed's vocabulary on purpose: it knows what words mean, not which words the seed chose.
 */

interface Hsl {
  /** Hue in degrees, 0-360. */
  h: number;
  /** Lightness, 0-1. */
  l: number;
  /** Chroma, 0-1: how far from grey (more reliable than saturation near white and black). */
  c: number;
}

export function hsl(hex: string): Hsl {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const c = max - min;
  const sector =
    c === 0 ? 0 : max === r ? ((g - b) / c + 6) % 6 : max === g ? (b - r) / c + 2 : (r - g) / c + 4;
  return { h: sector * 60, l: (max + min) / 2, c };
}

const between = (value: number, low: number, high: number) => value >= low && value <= high;

/** What a colour word allows a swatch to be. */
const FAMILIES = {
  black: ({ l }: Hsl) => l <= 0.2,
  charcoal: ({ l, c }: Hsl) => between(l, 0.15, 0.4) && c <= 0.12,
  slate: ({ l, c }: Hsl) => between(l, 0.2, 0.5) && c <= 0.12,
  gray: ({ l, c }: Hsl) => between(l, 0.2, 0.92) && c <= 0.12,
  white: ({ l }: Hsl) => l >= 0.9,
  /** White marbles: white to pale grey. */
  whiteStone: ({ l, c }: Hsl) => l >= 0.8 && c <= 0.12,
  cream: ({ h, l, c }: Hsl) => l >= 0.78 && (c <= 0.06 || between(h, 25, 60)),
  beige: ({ h, l }: Hsl) => between(l, 0.5, 0.88) && between(h, 20, 50),
  /** Travertine and limestone: warm stone shades or a silvery grey. */
  warmStone: ({ h, l, c }: Hsl) => l >= 0.45 && (c <= 0.08 || between(h, 15, 55)),
  greige: ({ l, c }: Hsl) => between(l, 0.45, 0.75) && c <= 0.15,
  autumn: ({ h, l }: Hsl) => h <= 50 && between(l, 0.3, 0.85),
  gold: ({ h, l, c }: Hsl) => between(h, 35, 55) && c >= 0.3 && between(l, 0.3, 0.7),
  champagne: ({ h, l, c }: Hsl) => between(h, 25, 50) && c >= 0.15 && between(l, 0.5, 0.85),
  bronze: ({ h, l, c }: Hsl) => between(h, 15, 45) && c >= 0.1 && between(l, 0.15, 0.5),
  brown: ({ h, l }: Hsl) => h <= 45 && l <= 0.4,
  lightWood: ({ h, l }: Hsl) => between(h, 20, 50) && between(l, 0.55, 0.8),
  wood: ({ h, l, c }: Hsl) => between(h, 10, 45) && between(l, 0.35, 0.65) && c >= 0.15,
  blue: ({ h, c }: Hsl) => between(h, 190, 250) && c >= 0.1,
  navy: ({ h, l, c }: Hsl) => between(h, 190, 250) && c >= 0.1 && l <= 0.35,
  green: ({ h, c }: Hsl) => between(h, 60, 170) && c >= 0.1,
  red: ({ h, c }: Hsl) => (h <= 25 || h >= 340) && c >= 0.3,
  pink: ({ h, l }: Hsl) => (h <= 20 || h >= 330) && l >= 0.7,
};
export type ColourFamily = keyof typeof FAMILIES;

/**
 * Words and phrases that name a colour (materials and species included: 'walnut' is dark). A phrase
 * wins over the words in it: 'White Oak' is a pale wood, not white; 'Calacatta Gold' a white marble.
 * 'Concrete' is left out on purpose: concrete pavers come in every colour.
 */
const COLOUR_WORDS: Record<string, ColourFamily> = {
  black: 'black',
  nero: 'black',
  onyx: 'black',
  charcoal: 'charcoal',
  basalt: 'charcoal',
  'black stainless': 'charcoal',
  slate: 'slate',
  gray: 'gray',
  grey: 'gray',
  silver: 'gray',
  'silver travertine': 'gray',
  stainless: 'gray',
  nickel: 'gray',
  chrome: 'gray',
  white: 'white',
  carrara: 'whiteStone',
  'carrara white': 'whiteStone',
  calacatta: 'whiteStone',
  'calacatta gold': 'whiteStone',
  statuario: 'whiteStone',
  bianco: 'whiteStone',
  terrazzo: 'whiteStone',
  cream: 'cream',
  crema: 'cream',
  ivory: 'cream',
  biscuit: 'cream',
  'taj mahal': 'cream',
  beige: 'beige',
  sand: 'beige',
  sandstone: 'beige',
  tan: 'beige',
  taupe: 'beige',
  travertine: 'warmStone',
  limestone: 'warmStone',
  greige: 'greige',
  driftwood: 'greige',
  autumn: 'autumn',
  gold: 'gold',
  brass: 'gold',
  champagne: 'champagne',
  'champagne bronze': 'champagne',
  bronze: 'bronze',
  brown: 'brown',
  walnut: 'brown',
  espresso: 'brown',
  chestnut: 'brown',
  emperador: 'brown',
  'smoked oak': 'brown',
  blond: 'lightWood',
  'white oak': 'lightWood',
  maple: 'lightWood',
  ash: 'lightWood',
  birch: 'lightWood',
  oak: 'wood',
  'red oak': 'wood',
  hickory: 'wood',
  acacia: 'wood',
  teak: 'wood',
  honey: 'wood',
  caramel: 'wood',
  blue: 'blue',
  navy: 'navy',
  green: 'green',
  sage: 'green',
  emerald: 'green',
  olive: 'green',
  red: 'red',
  terracotta: 'red',
  pink: 'pink',
  blush: 'pink',
};

/**
 * A reader of the phrases in `dictionary` that a text names as whole words, longest first and each
 * part of the text read once, so 'Matte Black' is one finish, not 'Matte' and a colour.
 */
export function phraseReader(dictionary: readonly string[]): (text: string) => string[] {
  const patterns = [...dictionary]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => {
      const escaped = phrase.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      return [phrase, new RegExp(`(?<![a-z])${escaped}(?![a-z])`)] as const;
    });
  return (text) => {
    let rest = text.toLowerCase();
    const found: string[] = [];
    for (const [phrase, pattern] of patterns) {
      if (!pattern.test(rest)) continue;
      found.push(phrase);
      rest = rest.replace(pattern, ' | ');
    }
    return found;
  };
}

export const colourWordsIn = phraseReader(Object.keys(COLOUR_WORDS));

/** Whether `hex` can be called `word` (one of the colour words). */
export const hexFits = (word: string, hex: string): boolean => FAMILIES[COLOUR_WORDS[word]!](hsl(hex));

export interface ProductToRead {
  name: string;
  finish: string | null;
  colours: readonly { name: string; hex: string }[];
  /** Size rows as the seed inserts them (where a missing dimension may be left out). */
  sizes: readonly SizeToRead[];
}

interface SizeToRead {
  width_size?: string | null | undefined;
  height_size?: string | null | undefined;
  length_size?: string | null | undefined;
}

/** The size a name states ('12x24', '7.5x15 ft', '6"', '3cm'), as a test of a size row. */
function namedSize(name: string): { said: string; fits: (size: SizeToRead) => boolean } | null {
  const area = /(?<![\d.])(\d+(?:\.\d+)?)x(\d+(?:\.\d+)?)( ft)?(?![\w])/.exec(name);
  if (area) {
    const unit = area[3] ? "'" : '"';
    const [width, height] = [`${area[1]}${unit}`, `${area[2]}${unit}`];
    return { said: area[0], fits: (size) => size.width_size === width && size.height_size === height };
  }
  const wide = /(?<![\w.])(\d+(?:\.\d+)?)"/.exec(name);
  if (wide) return { said: wide[0], fits: (size) => size.width_size === `${wide[1]}"` };
  const thick = /(?<![\w.])(\d+(?:\.\d+)?) ?cm\b/.exec(name);
  if (thick) return { said: thick[0], fits: (size) => size.length_size === `${thick[1]} cm` };
  return null;
}

/**
 * Every way the product contradicts itself: a size in its name it is not sold in, a colour word (in
 * its name or finish) that one of its swatches is not, a finish in its name that is not its finish.
 * `finishesIn` reads the finish names of the product's family.
 */
export function disagreements(product: ProductToRead, finishesIn: (text: string) => string[]): string[] {
  const found: string[] = [];
  const size = namedSize(product.name);
  for (const row of product.sizes.filter((each) => size && !size.fits(each))) {
    found.push(
      `"${product.name}" says ${size?.said} but is sold in ${row.width_size}×${row.height_size}×${row.length_size}`,
    );
  }
  const words = new Set([...colourWordsIn(product.name), ...colourWordsIn(product.finish ?? '')]);
  for (const colour of product.colours) {
    for (const word of [...words].filter((each) => !hexFits(each, colour.hex))) {
      found.push(
        `"${product.name}" (${product.finish}) says ${word} but is drawn ${colour.name} ${colour.hex}`,
      );
    }
  }
  for (const named of finishesIn(product.name)) {
    if (named !== product.finish)
      found.push(`"${product.name}" says ${named} but its finish is ${product.finish}`);
  }
  return found;
}
