/**
 * Words the product generator combines into realistic names, sizes and finishes, grouped by
 * product family (several categories share one family, e.g. all plank flooring).
 */
import { piece, plank, type SizeFormat, tile } from './size-formats.ts';

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

export interface FamilyVocabulary {
  /**
   * What leads the name: 'format' gives '12x24 Carrara Matte Porcelain Tile'; 'finish' gives
   * 'Arden Brushed Nickel Single-Handle Bathroom Faucet'; 'style' gives 'Belmont Shaker Floating Bathroom Vanity'.
   */
  lead: 'format' | 'finish' | 'style';
  styles: readonly string[];
  finishes: readonly string[];
  patterns: readonly (string | null)[];
  formats: readonly SizeFormat[];
}

const METAL_FINISHES = [
  'Brushed Nickel',
  'Matte Black',
  'Polished Chrome',
  'Brushed Gold',
  'Oil-Rubbed Bronze',
  'Champagne Bronze',
  'Spot-Resist Stainless',
];
const STONE_LOOKS = [
  'Carrara',
  'Calacatta',
  'Statuario',
  'Nero Marquina',
  'Crema Marfil',
  'Travertine',
  'Slate',
  'Basalt',
  'Limestone',
  'Terrazzo',
  'Concrete',
  'Onyx',
  'Sandstone',
  'Emperador',
];
const WOOD_LOOKS = [
  'White Oak',
  'Red Oak',
  'Hickory',
  'Maple',
  'Walnut',
  'Acacia',
  'Ash',
  'Birch',
  'Teak',
  'Driftwood',
  'Smoked Oak',
  'Chestnut',
];
const DESIGN_STYLES = [
  'Modern',
  'Transitional',
  'Farmhouse',
  'Contemporary',
  'Classic',
  'Coastal',
  'Minimalist',
  'Industrial',
];

export const VOCABULARY: Record<Family, FamilyVocabulary> = {
  tile: {
    lead: 'format',
    styles: STONE_LOOKS,
    finishes: ['Polished', 'Matte', 'Honed', 'Glossy', 'Textured'],
    patterns: ['Straight Lay', 'Offset', 'Herringbone', 'Chevron', 'Basketweave'],
    formats: [
      tile(3, 6, 5.5),
      tile(4, 12, 8),
      tile(6, 6, 11),
      tile(12, 12, 15),
      tile(12, 24, 16),
      tile(24, 24, 15.5),
      tile(8, 48, 13.3),
      tile(24, 48, 15.5),
    ],
  },
  plank: {
    lead: 'format',
    styles: WOOD_LOOKS,
    finishes: ['Wire-Brushed', 'Hand-Scraped', 'Smooth', 'Matte', 'Satin', 'Distressed'],
    patterns: ['Random Length', 'Herringbone', 'Chevron', 'Straight Lay'],
    formats: [plank(5, 48, 24), plank(6, 48, 22.5), plank(7, 60, 23.3), plank(9, 72, 27), plank(9, 86, 31.2)],
  },
  slab: {
    lead: 'format',
    styles: [
      'Calacatta Gold',
      'Absolute Black',
      'Carrara White',
      'Blue Pearl',
      'Taj Mahal',
      'Alaska White',
      'Statuario',
      'Pure White',
      'Steel Gray',
      'Bianco Venatino',
    ],
    finishes: ['Polished', 'Honed', 'Leathered'],
    patterns: [null],
    formats: [
      { label: '2cm', width: '126"', height: '63"', length: '2 cm', boxSqft: 55, priceFactor: 1 },
      { label: '3cm', width: '126"', height: '63"', length: '3 cm', boxSqft: 55, priceFactor: 1 },
      { label: 'Jumbo 3cm', width: '130"', height: '76"', length: '3 cm', boxSqft: 68.6, priceFactor: 1 },
    ],
  },
  turf: {
    lead: 'format',
    styles: [
      'Spring Meadow',
      'Emerald Lawn',
      'Olive Fescue',
      'Coastal Bermuda',
      'Desert Zoysia',
      'Premium Pet',
    ],
    finishes: ['Natural Matte', 'Soft Touch', 'Heat-Reducing'],
    patterns: [null],
    formats: [
      { label: '7.5x15 ft', width: "7.5'", height: "15'", length: '1.5"', boxSqft: 112.5, priceFactor: 1 },
      { label: '15x25 ft', width: "15'", height: "25'", length: '1.5"', boxSqft: 375, priceFactor: 1 },
      { label: '15x50 ft', width: "15'", height: "50'", length: '1.75"', boxSqft: 750, priceFactor: 1 },
    ],
  },
  stone: {
    lead: 'format',
    styles: [
      'Alaska Gray',
      'Ivory',
      'Charcoal',
      'Desert Tan',
      'Sierra Blue',
      'Rustic Gold',
      'Carbon Black',
      'Silver Travertine',
      'Autumn Blend',
      'Arctic White',
    ],
    finishes: ['Split-Face', 'Tumbled', 'Honed', 'Natural Cleft', 'Sandblasted'],
    patterns: ['Running Bond', 'Stacked', 'Ashlar', 'Random'],
    formats: [
      tile(6, 24, 6),
      tile(6, 9, 12),
      tile(12, 12, 10),
      tile(12, 24, 12),
      tile(16, 24, 13.3),
      tile(16, 16, 10.7),
    ],
  },
  faucet: {
    lead: 'finish',
    styles: DESIGN_STYLES,
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
    styles: DESIGN_STYLES,
    finishes: [
      'Matte Black',
      'Brushed Nickel',
      'Aged Brass',
      'Satin Bronze',
      'Polished Chrome',
      'Antique Gold',
    ],
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
    styles: DESIGN_STYLES,
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
    styles: ['Professional', 'Counter-Depth', 'Smart', 'Compact', 'Built-In'],
    finishes: ['Stainless Steel', 'Black Stainless', 'Panel-Ready', 'Matte White', 'Slate'],
    patterns: [null],
    formats: [
      piece('24 in', '24"', '34"', 0.8),
      piece('30 in', '30"', '36"', 1),
      piece('36 in', '36"', '36"', 1.3),
    ],
  },
  vanity: {
    lead: 'style',
    styles: ['Shaker', 'Modern', 'Farmhouse', 'Transitional', 'Mid-Century', 'Coastal'],
    finishes: ['White Oak', 'Navy Blue', 'Espresso', 'Matte White', 'Sage Green', 'Natural Walnut'],
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
    lead: 'style',
    styles: ['Modern', 'Classic', 'Oval', 'Slipper', 'Contemporary'],
    finishes: ['Gloss White', 'Matte White', 'Matte Black', 'Biscuit'],
    patterns: [null],
    formats: [
      piece('60 x 30', '60"', '30"', 1),
      piece('66 x 32', '66"', '32"', 1.15),
      piece('72 x 36', '72"', '36"', 1.35),
    ],
  },
  sink: {
    lead: 'style',
    styles: ['Fireclay', 'Stainless Steel', 'Granite Composite', 'Cast Iron', 'Quartz Composite'],
    finishes: ['Gloss White', 'Brushed Stainless', 'Matte Black', 'Biscuit', 'Concrete Gray'],
    patterns: [null],
    formats: [
      piece('30 in', '30"', '10"', 0.9),
      piece('33 in', '33"', '10"', 1),
      piece('36 in', '36"', '10"', 1.15),
    ],
  },
  toilet: {
    lead: 'style',
    styles: ['Comfort Height', 'Dual-Flush', 'Skirted', 'Water-Saving', 'Compact'],
    finishes: ['Gloss White', 'Biscuit', 'Matte White'],
    patterns: [null],
    formats: [
      piece('12 in Rough-In', '12"', '30"', 1),
      piece('10 in Rough-In', '10"', '30"', 1.05),
      piece('14 in Rough-In', '14"', '30"', 1.08),
    ],
  },
  outdoor: {
    lead: 'style',
    styles: ['Teak', 'Aluminum', 'Cast Stone', 'Powder-Coated Steel', 'Cedar', 'Resin Wicker'],
    finishes: ['Natural', 'Charcoal', 'Sand', 'Bronze', 'White'],
    patterns: [null],
    formats: [
      piece('Standard', '48"', '24"', 1),
      piece('Large', '72"', '30"', 1.4),
      piece('Compact', '36"', '20"', 0.8),
    ],
  },
};

/** Model-line names put in front of Piece product names so one list page does not repeat itself. */
export const COLLECTIONS = [
  'Arden',
  'Avalon',
  'Belmont',
  'Brookline',
  'Cascade',
  'Dover',
  'Everly',
  'Fairmont',
  'Greyson',
  'Harbor',
  'Juniper',
  'Kensington',
  'Kingsley',
  'Laurel',
  'Linwood',
  'Marlowe',
  'Monroe',
  'Newport',
  'Oakley',
  'Preston',
  'Rowan',
  'Sonoma',
  'Sterling',
  'Tahoe',
  'Whitney',
] as const;
