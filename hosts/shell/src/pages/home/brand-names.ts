/**
 * Brand partners to show when `GET /api/brands` cannot be reached: a selection of the seeded
 * brands (hosts/api seed), so the section never stands empty. Their logos are the API's, found
 * by the slug of the name.
 */
export const BRAND_NAMES = [
  'Stonecrest Tile',
  'Bellavista Ceramics',
  'Arcadia Stoneworks',
  'Oak & Grain Floors',
  'Heritage Hardwoods',
  'GreenBlade Turf',
  'Aqualine',
  'Riverbend Faucets',
  'Brookhaven Bath',
  'Lumina Baths',
  'Brightwell Lighting',
  'Windmere Fans',
  'Ironleaf Hardware',
  'Frostline Appliances',
  'Cuisina',
  'Backyard Haven',
] as const;
