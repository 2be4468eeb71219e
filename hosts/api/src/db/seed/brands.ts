import { slugify } from '@showroom/contract';
import { brands } from '../../modules/catalog/catalog-schema.ts';
import type { Database } from '../client.ts';
import type { VendorKey } from './vendors.ts';

/**
 * What a brand may be declared to make: a top category (all its sub-categories) or one sub-category,
 * by the name the category tree gives it (the seed's test checks every name is in the tree).
 */
export type CategoryName = string;

interface BrandSeed {
  name: string;
  vendor: VendorKey;
  /**
   * The categories the brand makes, read as a shopper reads its name (a fan brand makes fans, a
   * vinyl brand vinyl floors): products only get a brand declared for their category (issue #22).
   */
  makes: readonly CategoryName[];
}

/** 44 invented brand names, each sold by one vendor. */
export const BRAND_SEEDS: readonly BrandSeed[] = [
  { name: 'Stonecrest Tile', vendor: 'metroTile', makes: ['Tile Flooring', 'Backsplash Tiles'] },
  {
    name: 'Bellavista Ceramics',
    vendor: 'metroTile',
    makes: ['Ceramic Tile', 'Subway Tile', 'Mosaic Tile', 'Zellige Tile'],
  },
  { name: 'Mosaic House', vendor: 'metroTile', makes: ['Backsplash Tiles'] },
  { name: 'Tilecraft Studio', vendor: 'metroTile', makes: ['Tile Flooring', 'Backsplash Tiles'] },
  {
    name: 'Arcadia Stoneworks',
    vendor: 'pacificStone',
    makes: ['Marble Tile', 'Stacked Stone', 'Pool Copings', 'Flagstone'],
  },
  { name: 'Quarry Ridge', vendor: 'pacificStone', makes: ['Countertop', 'Hardscaping', 'Stacked Stone'] },
  { name: 'Granite Peak', vendor: 'pacificStone', makes: ['Granite Countertops', 'Quartz Countertops'] },
  { name: 'Ledgestone Co.', vendor: 'pacificStone', makes: ['Stacked Stone'] },
  { name: 'Summit Slab', vendor: 'summit', makes: ['Countertop'] },
  { name: 'Oak & Grain Floors', vendor: 'greatLakes', makes: ['Hardwood Flooring'] },
  { name: 'Heritage Hardwoods', vendor: 'greatLakes', makes: ['Hardwood Flooring'] },
  { name: 'Evertrue Laminate', vendor: 'greatLakes', makes: ['Laminate Flooring'] },
  { name: 'Coastline Vinyl', vendor: 'greatLakes', makes: ['luxury-flooring'] },
  {
    name: 'Terra Nova Surfaces',
    vendor: 'summit',
    makes: ['luxury-flooring', 'Laminate Flooring', 'Porcelain Tile', 'Wood-Look Tile'],
  },
  { name: 'GreenBlade Turf', vendor: 'desertSun', makes: ['Artificial Turf'] },
  { name: 'EverLawn Synthetics', vendor: 'desertSun', makes: ['Artificial Turf'] },
  { name: 'Cobble & Co.', vendor: 'desertSun', makes: ['Hardscaping'] },
  { name: 'Aquaterra Pools', vendor: 'desertSun', makes: ['Pool Copings'] },
  {
    name: 'Aqualine',
    vendor: 'westernPlumbing',
    makes: ['Bathroom Faucets', 'Kitchen Faucets', 'Kitchen Sinks'],
  },
  { name: 'Riverbend Faucets', vendor: 'westernPlumbing', makes: ['Bathroom Faucets', 'Kitchen Faucets'] },
  {
    name: 'Pure Flow',
    vendor: 'westernPlumbing',
    makes: ['Kitchen Faucets', 'Shower Systems', 'Shower Heads', 'Toilets'],
  },
  {
    name: 'Northpoint Plumbing',
    vendor: 'westernPlumbing',
    makes: ['Toilets', 'Kitchen Sinks', 'Bath Tubs'],
  },
  { name: 'Hydrana', vendor: 'summit', makes: ['Showers', 'Bathroom Faucets'] },
  {
    name: 'Brookhaven Bath',
    vendor: 'coastalBath',
    makes: ['Bathroom Vanitys', 'Bath Tubs', 'Bathroom Faucets', 'Toilets'],
  },
  { name: 'Claybourne', vendor: 'coastalBath', makes: ['Bathroom Vanitys', 'Farmhouse Sinks'] },
  { name: 'Vessel & Stone', vendor: 'coastalBath', makes: ['Kitchen Sinks', 'Bathroom Vanitys'] },
  {
    name: 'Crestview Bath',
    vendor: 'coastalBath',
    makes: ['Bath Tubs', 'Bathroom Vanitys', 'Toilets', 'Shower Doors'],
  },
  { name: 'Lumina Baths', vendor: 'coastalBath', makes: ['Bath Tubs', 'Showers'] },
  { name: 'Lumen & Loom', vendor: 'brightline', makes: ['Lights'] },
  { name: 'Brightwell Lighting', vendor: 'brightline', makes: ['Lights'] },
  { name: 'Halo Forge', vendor: 'brightline', makes: ['Lights'] },
  { name: 'Windmere Fans', vendor: 'brightline', makes: ['Fans'] },
  { name: 'Aerostream', vendor: 'summit', makes: ['Fans'] },
  { name: 'Candela House', vendor: 'heartland', makes: ['Chandeliers', 'Pendant Lights', 'Wall Sconces'] },
  { name: 'Ironleaf Hardware', vendor: 'keystone', makes: ['Cabinet Hardware'] },
  { name: 'Knob & Pull Co.', vendor: 'keystone', makes: ['Cabinet Hardware'] },
  { name: 'Brasswell', vendor: 'keystone', makes: ['Cabinet Hardware', 'Kitchen Faucets'] },
  { name: 'Frostline Appliances', vendor: 'atlantic', makes: ['Refrigerators', 'Dishwashers'] },
  { name: 'Cuisina', vendor: 'atlantic', makes: ['Appliances'] },
  {
    name: 'Hearthstone Kitchen',
    vendor: 'atlantic',
    makes: ['Ranges', 'Range Hoods', 'Outdoor Kitchens', 'Fire Pits'],
  },
  { name: 'Polar Home', vendor: 'heartland', makes: ['Refrigerators', 'Dishwashers'] },
  { name: 'Backyard Haven', vendor: 'desertSun', makes: ['Outdoor'] },
  { name: 'Cedar & Sun', vendor: 'heartland', makes: ['Pergolas', 'Patio Furniture'] },
  { name: 'Patio Republic', vendor: 'heartland', makes: ['Patio Furniture', 'Fire Pits', 'Outdoor Fans'] },
];

export interface SeededBrand {
  id: number;
  name: string;
  /** Three-letter SKU prefix. */
  code: string;
  vendorId: number;
  makes: readonly CategoryName[];
}

export async function seedBrands(db: Database, vendorIds: Record<VendorKey, number>): Promise<SeededBrand[]> {
  const inserted = await db
    .insert(brands)
    .values(
      BRAND_SEEDS.map((brand) => ({
        name: brand.name,
        slug: slugify(brand.name),
        vendor_id: vendorIds[brand.vendor],
      })),
    )
    .returning({ id: brands.id, slug: brands.slug });
  const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
  return BRAND_SEEDS.map((brand) => ({
    id: idBySlug.get(slugify(brand.name))!,
    name: brand.name,
    code: slugify(brand.name).replace(/-/g, '').slice(0, 3).toUpperCase(),
    vendorId: vendorIds[brand.vendor],
    makes: brand.makes,
  }));
}
