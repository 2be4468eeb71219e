import type { SHOP_CATEGORIES } from '@showroom/contract/constants';
import type { CategoryUnit } from '../../modules/catalog/catalog-schema.ts';
import {
  GLAZE_LOOKS,
  GRANITE_LOOKS,
  type Look,
  MARBLE_LOOKS,
  MARBLE_SLAB_LOOKS,
  TRAVERTINE_LOOKS,
  WOOD_LOOKS,
} from './looks.ts';
import type { Family } from './product-vocabulary.ts';
import { type SizeFormat, tile } from './size-formats.ts';

export interface SubCategorySeed {
  name: string;
  /** The words a product name ends with, e.g. 'Porcelain Tile'. */
  noun: string;
  /** Looks that agree with the noun ('Marble Tile' only in marble looks); the family's when absent. */
  looks?: readonly Look[];
  /** Sizes the noun is made in (subway tile is small); the family's when absent. */
  formats?: readonly SizeFormat[];
}

export interface TopCategorySeed {
  name: (typeof SHOP_CATEGORIES)[number];
  unit: CategoryUnit;
  family: Family;
  /** Wholesale range in USD: per square foot for Box units, per piece otherwise. */
  price: readonly [number, number];
  subs: readonly SubCategorySeed[];
}

const sub = (
  name: string,
  noun = name,
  narrowed: Pick<SubCategorySeed, 'looks' | 'formats'> = {},
): SubCategorySeed => ({
  name,
  noun,
  ...narrowed,
});

const BACKSPLASH = {
  looks: GLAZE_LOOKS,
  formats: [tile(3, 6, 44), tile(4, 12, 24), tile(6, 6, 44), tile(12, 12, 15)],
};

/**
 * The 22 shop categories (same names and order as the contract's SHOP_CATEGORIES) with 2-4
 * sub-categories each. Surfaces sold by area (flooring, tiles, stone, turf, countertops, copings,
 * pavers) use Box units so the price per square foot can be shown.
 */
export const CATEGORY_TREE: readonly TopCategorySeed[] = [
  {
    name: 'Appliances',
    unit: 'Piece',
    family: 'appliance',
    price: [450, 3800],
    subs: [
      sub('Refrigerators', 'French Door Refrigerator'),
      sub('Ranges', 'Gas Range'),
      sub('Dishwashers', 'Dishwasher'),
      sub('Range Hoods', 'Wall-Mount Range Hood'),
    ],
  },
  {
    name: 'Artificial Turf',
    unit: 'Box',
    family: 'turf',
    price: [1.6, 4.2],
    subs: [sub('Landscape Turf'), sub('Pet Turf'), sub('Putting Greens', 'Putting Green Turf')],
  },
  {
    name: 'Backsplash Tiles',
    unit: 'Box',
    family: 'tile',
    price: [6, 28],
    subs: [
      sub('Subway Tile', 'Subway Tile', BACKSPLASH),
      sub('Mosaic Tile', 'Mosaic Tile', BACKSPLASH),
      sub('Glass Tile', 'Glass Tile', BACKSPLASH),
      sub('Zellige Tile', 'Zellige Tile', BACKSPLASH),
    ],
  },
  {
    name: 'Bathroom Faucets',
    unit: 'Piece',
    family: 'faucet',
    price: [65, 420],
    subs: [
      sub('Single-Handle Faucets', 'Single-Handle Bathroom Faucet'),
      sub('Widespread Faucets', 'Widespread Bathroom Faucet'),
      sub('Wall-Mount Faucets', 'Wall-Mount Bathroom Faucet'),
    ],
  },
  {
    name: 'Bathroom Vanitys',
    unit: 'Piece',
    family: 'vanity',
    price: [280, 2400],
    subs: [
      sub('Single Sink Vanities', 'Single Sink Bathroom Vanity'),
      sub('Double Sink Vanities', 'Double Sink Bathroom Vanity'),
      sub('Floating Vanities', 'Floating Bathroom Vanity'),
    ],
  },
  {
    name: 'Bath Tubs',
    unit: 'Piece',
    family: 'tub',
    price: [520, 3600],
    subs: [
      sub('Freestanding Tubs', 'Freestanding Soaking Tub'),
      sub('Alcove Tubs', 'Alcove Bathtub'),
      sub('Clawfoot Tubs', 'Clawfoot Tub'),
    ],
  },
  {
    name: 'Cabinet Hardware',
    unit: 'Piece',
    family: 'hardware',
    price: [3, 38],
    subs: [
      sub('Cabinet Pulls', 'Bar Cabinet Pull'),
      sub('Cabinet Knobs', 'Round Cabinet Knob'),
      sub('Cup Pulls', 'Cup Drawer Pull'),
      sub('Appliance Pulls', 'Appliance Pull'),
    ],
  },
  {
    name: 'Countertop',
    unit: 'Box',
    family: 'slab',
    price: [38, 120],
    subs: [
      sub('Quartz Countertops', 'Quartz Countertop'),
      sub('Granite Countertops', 'Granite Countertop', { looks: GRANITE_LOOKS }),
      sub('Marble Countertops', 'Marble Countertop', { looks: MARBLE_SLAB_LOOKS }),
    ],
  },
  {
    name: 'Fans',
    unit: 'Piece',
    family: 'lighting',
    price: [110, 780],
    subs: [
      sub('Ceiling Fans', 'Ceiling Fan'),
      sub('Ceiling Fans with Light', 'Ceiling Fan with LED Light'),
      sub('Outdoor Fans', 'Damp-Rated Outdoor Ceiling Fan'),
    ],
  },
  {
    name: 'Hardscaping',
    unit: 'Box',
    family: 'stone',
    price: [3.5, 14],
    subs: [
      sub('Pavers', 'Concrete Paver'),
      sub('Flagstone'),
      sub('Retaining Wall Blocks', 'Retaining Wall Block'),
    ],
  },
  {
    name: 'Hardwood Flooring',
    unit: 'Box',
    family: 'plank',
    price: [4.2, 14],
    subs: [sub('Engineered Hardwood'), sub('Solid Hardwood'), sub('Wide Plank Hardwood')],
  },
  {
    name: 'Kitchen Faucets',
    unit: 'Piece',
    family: 'faucet',
    price: [90, 680],
    subs: [
      sub('Pull-Down Faucets', 'Pull-Down Kitchen Faucet'),
      sub('Bridge Faucets', 'Bridge Kitchen Faucet'),
      sub('Pot Fillers', 'Wall-Mount Pot Filler'),
      sub('Bar Faucets', 'Bar Prep Faucet'),
    ],
  },
  {
    name: 'Kitchen Sinks',
    unit: 'Piece',
    family: 'sink',
    price: [180, 1500],
    subs: [
      sub('Farmhouse Sinks', 'Farmhouse Apron-Front Sink'),
      sub('Undermount Sinks', 'Undermount Kitchen Sink'),
      sub('Workstation Sinks', 'Workstation Kitchen Sink'),
    ],
  },
  {
    name: 'Laminate Flooring',
    unit: 'Box',
    family: 'plank',
    price: [1.4, 4.6],
    subs: [
      sub('Water-Resistant Laminate', 'Water-Resistant Laminate Flooring'),
      sub('Wood-Look Laminate', 'Wood-Look Laminate Flooring'),
    ],
  },
  {
    name: 'Lights',
    unit: 'Piece',
    family: 'lighting',
    price: [45, 1200],
    subs: [
      sub('Chandeliers', '5-Light Chandelier'),
      sub('Pendant Lights', 'Pendant Light'),
      sub('Wall Sconces', 'Wall Sconce'),
      sub('Vanity Lights', '3-Light Vanity Light'),
    ],
  },
  {
    name: 'luxury-flooring',
    unit: 'Box',
    family: 'plank',
    price: [2.1, 6.4],
    subs: [
      sub('Luxury Vinyl Plank'),
      sub('Luxury Vinyl Tile'),
      sub('Rigid Core Vinyl', 'Rigid Core Vinyl Plank'),
    ],
  },
  {
    name: 'Pool Copings',
    unit: 'Box',
    family: 'stone',
    price: [9, 26],
    subs: [
      sub('Travertine Copings', 'Travertine Pool Coping', { looks: TRAVERTINE_LOOKS }),
      sub('Bullnose Copings', 'Bullnose Pool Coping'),
      sub('Porcelain Copings', 'Porcelain Pool Coping'),
    ],
  },
  {
    name: 'Showers',
    unit: 'Piece',
    family: 'faucet',
    price: [140, 1900],
    subs: [
      sub('Shower Systems', 'Rain Shower System'),
      sub('Shower Heads', 'Multi-Function Shower Head'),
      sub('Shower Doors', 'Frameless Sliding Shower Door'),
    ],
  },
  {
    name: 'Stacked Stone',
    unit: 'Box',
    family: 'stone',
    price: [7, 22],
    subs: [sub('Ledger Panels', 'Ledgestone Panel'), sub('Stone Veneer', 'Natural Stone Veneer')],
  },
  {
    name: 'Tile Flooring',
    unit: 'Box',
    family: 'tile',
    price: [2.4, 16],
    subs: [
      sub('Porcelain Tile'),
      sub('Ceramic Tile'),
      sub('Marble Tile', 'Marble Tile', { looks: MARBLE_LOOKS }),
      sub('Wood-Look Tile', 'Wood-Look Tile', { looks: WOOD_LOOKS }),
    ],
  },
  {
    name: 'Toilets',
    unit: 'Piece',
    family: 'toilet',
    price: [190, 1400],
    subs: [
      sub('Two-Piece Toilets', 'Elongated Two-Piece Toilet'),
      sub('One-Piece Toilets', 'Elongated One-Piece Toilet'),
      sub('Smart Toilets', 'Smart Bidet Toilet'),
    ],
  },
  {
    name: 'Outdoor',
    unit: 'Piece',
    family: 'outdoor',
    price: [120, 4200],
    subs: [
      sub('Fire Pits', 'Gas Fire Pit Table'),
      sub('Outdoor Kitchens', 'Built-In Outdoor Grill'),
      sub('Pergolas', 'Pergola'),
      sub('Patio Furniture', 'Outdoor Dining Set'),
    ],
  },
];
