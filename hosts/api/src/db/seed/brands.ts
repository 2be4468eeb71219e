import { slugify } from '@showroom/contract';
import { brands } from '../../modules/catalog/catalog-schema.ts';
import type { Database } from '../client.ts';
import type { Family } from './product-vocabulary.ts';
import type { VendorKey } from './vendors.ts';

interface BrandSeed {
  name: string;
  vendor: VendorKey;
  /** Product families the brand makes; products only get brands that make their family. */
  families: readonly Family[];
}

const SURFACES: Family[] = ['tile', 'stone', 'slab'];
const FLOORS: Family[] = ['plank', 'tile'];
const BATH: Family[] = ['faucet', 'vanity', 'tub', 'toilet', 'sink'];

/** 44 invented brand names, each sold by one vendor. */
export const BRAND_SEEDS: readonly BrandSeed[] = [
  { name: 'Stonecrest Tile', vendor: 'metroTile', families: SURFACES },
  { name: 'Bellavista Ceramics', vendor: 'metroTile', families: ['tile'] },
  { name: 'Mosaic House', vendor: 'metroTile', families: ['tile'] },
  { name: 'Tilecraft Studio', vendor: 'metroTile', families: ['tile', 'stone'] },
  { name: 'Arcadia Stoneworks', vendor: 'pacificStone', families: SURFACES },
  { name: 'Quarry Ridge', vendor: 'pacificStone', families: ['stone', 'slab'] },
  { name: 'Granite Peak', vendor: 'pacificStone', families: ['slab'] },
  { name: 'Ledgestone Co.', vendor: 'pacificStone', families: ['stone'] },
  { name: 'Summit Slab', vendor: 'summit', families: ['slab'] },
  { name: 'Oak & Grain Floors', vendor: 'greatLakes', families: ['plank'] },
  { name: 'Heritage Hardwoods', vendor: 'greatLakes', families: ['plank'] },
  { name: 'Evertrue Laminate', vendor: 'greatLakes', families: ['plank'] },
  { name: 'Coastline Vinyl', vendor: 'greatLakes', families: FLOORS },
  { name: 'Terra Nova Surfaces', vendor: 'summit', families: [...FLOORS, 'stone'] },
  { name: 'GreenBlade Turf', vendor: 'desertSun', families: ['turf'] },
  { name: 'EverLawn Synthetics', vendor: 'desertSun', families: ['turf'] },
  { name: 'Cobble & Co.', vendor: 'desertSun', families: ['stone'] },
  { name: 'Aquaterra Pools', vendor: 'desertSun', families: ['stone', 'tile'] },
  { name: 'Aqualine', vendor: 'westernPlumbing', families: ['faucet', 'sink'] },
  { name: 'Riverbend Faucets', vendor: 'westernPlumbing', families: ['faucet'] },
  { name: 'Pure Flow', vendor: 'westernPlumbing', families: ['faucet', 'toilet'] },
  { name: 'Northpoint Plumbing', vendor: 'westernPlumbing', families: ['toilet', 'sink', 'tub'] },
  { name: 'Hydrana', vendor: 'summit', families: ['faucet'] },
  { name: 'Brookhaven Bath', vendor: 'coastalBath', families: BATH },
  { name: 'Claybourne', vendor: 'coastalBath', families: ['vanity', 'sink'] },
  { name: 'Vessel & Stone', vendor: 'coastalBath', families: ['sink', 'vanity'] },
  { name: 'Crestview Bath', vendor: 'coastalBath', families: ['tub', 'vanity', 'toilet'] },
  { name: 'Lumina Baths', vendor: 'coastalBath', families: ['tub', 'faucet'] },
  { name: 'Lumen & Loom', vendor: 'brightline', families: ['lighting'] },
  { name: 'Brightwell Lighting', vendor: 'brightline', families: ['lighting'] },
  { name: 'Halo Forge', vendor: 'brightline', families: ['lighting'] },
  { name: 'Windmere Fans', vendor: 'brightline', families: ['lighting'] },
  { name: 'Aerostream', vendor: 'summit', families: ['lighting'] },
  { name: 'Candela House', vendor: 'heartland', families: ['lighting'] },
  { name: 'Ironleaf Hardware', vendor: 'keystone', families: ['hardware'] },
  { name: 'Knob & Pull Co.', vendor: 'keystone', families: ['hardware'] },
  { name: 'Brasswell', vendor: 'keystone', families: ['hardware', 'faucet'] },
  { name: 'Frostline Appliances', vendor: 'atlantic', families: ['appliance'] },
  { name: 'Cuisina', vendor: 'atlantic', families: ['appliance'] },
  { name: 'Hearthstone Kitchen', vendor: 'atlantic', families: ['appliance', 'outdoor'] },
  { name: 'Polar Home', vendor: 'heartland', families: ['appliance'] },
  { name: 'Backyard Haven', vendor: 'desertSun', families: ['outdoor'] },
  { name: 'Cedar & Sun', vendor: 'heartland', families: ['outdoor'] },
  { name: 'Patio Republic', vendor: 'heartland', families: ['outdoor', 'lighting'] },
];

export interface SeededBrand {
  id: number;
  name: string;
  /** Three-letter SKU prefix. */
  code: string;
  vendorId: number;
  families: readonly Family[];
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
    families: brand.families,
  }));
}
