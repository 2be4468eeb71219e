/**
 * Words the product generator combines into names, sizes, finishes and colours, grouped by product
 * family (several categories share one family, e.g. all plank flooring).
 */
import {
  APPLIANCE_FINISHES,
  BISCUIT,
  BRONZE,
  BRUSHED_STAINLESS,
  CONCRETE_GRAY,
  type Finish,
  GLOSS_WHITE,
  LIGHTING_FINISHES,
  MATTE_BLACK,
  MATTE_WHITE,
  METAL_FINISHES,
  NATURAL_OIL,
  OUTDOOR_FINISHES,
  textures,
  VANITY_FINISHES,
} from './finishes.ts';
import {
  HARDSCAPE_LOOKS,
  type Look,
  look,
  SLAB_LOOKS,
  STONE_LOOKS,
  styles,
  TURF_LOOKS,
  WOOD_LOOKS,
} from './looks.ts';
import { piece, plank, type SizeFormat, slab, tile } from './size-formats.ts';

export type Family =
  | 'appliance'
  | 'faucet'
  | 'hardware'
  | 'lighting'
  | 'outdoor'
  | 'plank'
  | 'sink'
  | 'slab'
  | 'stone'
  | 'tile'
  | 'toilet'
  | 'tub'
  | 'turf'
  | 'vanity';

interface FamilyWords {
  finishes: readonly Finish[];
  patterns: readonly (string | null)[];
  formats: readonly SizeFormat[];
}

/**
 * What leads the name: 'format' gives '12x24 Carrara Polished Porcelain Tile' (the size only when the
 * product comes in that one size); 'finish' gives 'Arden Brushed Nickel Single-Handle Bathroom Faucet';
 * 'look' gives 'Belmont Shaker Floating Bathroom Vanity'.
 */
export type FamilyVocabulary =
  | (FamilyWords & { lead: 'format' | 'look'; looks: readonly Look[] })
  | (FamilyWords & { lead: 'finish' });

export const VOCABULARY: Record<Family, FamilyVocabulary> = {
  tile: {
    lead: 'format',
    looks: STONE_LOOKS,
    finishes: textures('Polished', 'Matte', 'Honed', 'Glossy', 'Textured'),
    patterns: ['Straight Lay', 'Offset', 'Herringbone', 'Chevron', 'Basketweave'],
    formats: [
      tile(3, 6, 44),
      tile(4, 12, 24),
      tile(6, 6, 44),
      tile(12, 12, 15),
      tile(12, 24, 8),
      tile(24, 24, 4),
      tile(8, 48, 5),
      tile(24, 48, 2),
    ],
  },
  plank: {
    lead: 'format',
    looks: WOOD_LOOKS,
    finishes: textures('Wire-Brushed', 'Hand-Scraped', 'Smooth', 'Matte', 'Satin', 'Distressed'),
    patterns: ['Random Length', 'Herringbone', 'Chevron', 'Straight Lay'],
    formats: [plank(5, 48, 14), plank(6, 48, 11), plank(7, 60, 8), plank(9, 72, 6), plank(9, 86, 6)],
  },
  slab: {
    lead: 'format',
    looks: SLAB_LOOKS,
    finishes: textures('Polished', 'Honed', 'Leathered'),
    patterns: [null],
    formats: [slab('2cm', 126, 63, '2 cm'), slab('3cm', 126, 63, '3 cm'), slab('Jumbo 3cm', 130, 76, '3 cm')],
  },
  turf: {
    lead: 'format',
    looks: TURF_LOOKS,
    finishes: textures('Natural Matte', 'Soft Touch', 'Heat-Reducing'),
    patterns: [null],
    formats: [
      { label: '7.5x15 ft', width: "7.5'", height: "15'", length: '1.5"', boxSqft: 112.5, priceFactor: 1 },
      { label: '15x25 ft', width: "15'", height: "25'", length: '1.5"', boxSqft: 375, priceFactor: 1 },
      { label: '15x50 ft', width: "15'", height: "50'", length: '1.75"', boxSqft: 750, priceFactor: 1 },
    ],
  },
  stone: {
    lead: 'format',
    looks: HARDSCAPE_LOOKS,
    finishes: textures('Split-Face', 'Tumbled', 'Honed', 'Natural Cleft', 'Sandblasted'),
    patterns: ['Running Bond', 'Stacked', 'Ashlar', 'Random'],
    formats: [
      tile(6, 24, 6),
      tile(6, 9, 32),
      tile(12, 12, 10),
      tile(12, 24, 6),
      tile(16, 24, 5),
      tile(16, 16, 6),
    ],
  },
  faucet: {
    lead: 'finish',
    finishes: METAL_FINISHES,
    patterns: [null],
    formats: [
      piece('Standard', '2.25"', '7"', 1),
      piece('Tall', '2.25"', '12"', 1.2),
      piece('Low-Arc', '2"', '5.5"', 0.95),
    ],
  },
  lighting: {
    lead: 'finish',
    finishes: LIGHTING_FINISHES,
    patterns: [null],
    formats: [
      piece('Small', '12"', '10"', 0.8),
      piece('Medium', '20"', '16"', 1),
      piece('Large', '30"', '24"', 1.45),
      piece('52 in', '52"', '14"', 1.1),
    ],
  },
  hardware: {
    lead: 'finish',
    finishes: METAL_FINISHES,
    patterns: [null],
    formats: [
      piece('3 in', '3"', '1"', 1),
      piece('96 mm', '96 mm', '1.2"', 1.1),
      piece('128 mm', '128 mm', '1.2"', 1.2),
      piece('160 mm', '160 mm', '1.3"', 1.35),
    ],
  },
  appliance: {
    lead: 'finish',
    finishes: APPLIANCE_FINISHES,
    patterns: [null],
    formats: [
      piece('24 in', '24"', '34"', 0.8),
      piece('30 in', '30"', '36"', 1),
      piece('36 in', '36"', '36"', 1.3),
    ],
  },
  vanity: {
    lead: 'look',
    looks: styles('Shaker', 'Modern', 'Farmhouse', 'Transitional', 'Mid-Century', 'Coastal'),
    finishes: VANITY_FINISHES,
    patterns: [null],
    formats: [
      piece('24 in', '24"', '34.5"', 0.7),
      piece('30 in', '30"', '34.5"', 0.85),
      piece('36 in', '36"', '34.5"', 1),
      piece('48 in', '48"', '34.5"', 1.35),
      piece('60 in', '60"', '34.5"', 1.7),
      piece('72 in', '72"', '34.5"', 2),
    ],
  },
  tub: {
    lead: 'look',
    looks: styles('Modern', 'Classic', 'Oval', 'Slipper', 'Contemporary'),
    finishes: [GLOSS_WHITE, MATTE_WHITE, MATTE_BLACK, BISCUIT],
    patterns: [null],
    formats: [
      piece('60 x 30', '60"', '30"', 1),
      piece('66 x 32', '66"', '32"', 1.15),
      piece('72 x 36', '72"', '36"', 1.35),
    ],
  },
  sink: {
    lead: 'look',
    // The material leads the name, so it decides which finishes (and colours) the sink comes in.
    looks: [
      look('Fireclay'),
      { ...look('Stainless Steel', 'Stainless'), finishes: [BRUSHED_STAINLESS] },
      { ...look('Granite Composite'), finishes: [MATTE_BLACK, CONCRETE_GRAY, BISCUIT] },
      look('Cast Iron'),
      { ...look('Quartz Composite'), finishes: [GLOSS_WHITE, MATTE_BLACK, CONCRETE_GRAY] },
    ],
    finishes: [GLOSS_WHITE, MATTE_WHITE, MATTE_BLACK, BISCUIT],
    patterns: [null],
    formats: [
      piece('30 in', '30"', '10"', 0.9),
      piece('33 in', '33"', '10"', 1),
      piece('36 in', '36"', '10"', 1.15),
    ],
  },
  toilet: {
    lead: 'look',
    looks: styles('Comfort Height', 'Dual-Flush', 'Skirted', 'Water-Saving', 'Compact'),
    finishes: [GLOSS_WHITE, BISCUIT, MATTE_WHITE],
    patterns: [null],
    formats: [
      piece('12 in Rough-In', '12"', '30"', 1),
      piece('10 in Rough-In', '10"', '30"', 1.05),
      piece('14 in Rough-In', '14"', '30"', 1.08),
    ],
  },
  outdoor: {
    lead: 'look',
    // Teak is sold in its own colour; metals, wicker and cast stone in a powder coat.
    looks: [
      { ...look('Teak', 'Honey'), finishes: [NATURAL_OIL] },
      look('Aluminum'),
      look('Cast Stone'),
      { ...look('Wrought Iron'), finishes: [MATTE_BLACK, BRONZE] },
      look('Resin Wicker'),
    ],
    finishes: OUTDOOR_FINISHES,
    patterns: [null],
    formats: [
      piece('Standard', '48"', '24"', 1),
      piece('Large', '72"', '30"', 1.4),
      piece('Compact', '36"', '20"', 0.8),
    ],
  },
};

/**
 * Model-line names put in front of Piece product names so one list page does not repeat itself; none
 * reads as a colour or metal ('Sterling', 'Greyson'), which would contradict the finish that follows.
 */
export const COLLECTIONS = [
  'Arden',
  'Avalon',
  'Belmont',
  'Brookline',
  'Cascade',
  'Dover',
  'Everly',
  'Fairmont',
  'Grafton',
  'Harbor',
  'Juniper',
  'Kensington',
  'Kingsley',
  'Laurel',
  'Linwood',
  'Marlowe',
  'Monroe',
  'Newport',
  'Oxford',
  'Preston',
  'Rowan',
  'Sonoma',
  'Stratford',
  'Tahoe',
  'Weston',
] as const;
