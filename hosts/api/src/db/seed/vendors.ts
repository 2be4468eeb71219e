import type { Faker } from '@faker-js/faker';
import { vendor_profiles } from '../../modules/identity/users-schema.ts';
import type { Database } from '../client.ts';
import { DEMO_ACCOUNTS, DEMO_VERIFIED_AT } from './demo-accounts.ts';
import { insertUsers, type SeedUser } from './insert-users.ts';

/** Vendor companies; the first belongs to the demo vendor login. Keys are referenced by brands.ts. */
export const VENDOR_COMPANIES = {
  summit: 'Summit Supply Co.',
  metroTile: 'Metro Tile Distributors',
  pacificStone: 'Pacific Stone Imports',
  greatLakes: 'Great Lakes Flooring',
  westernPlumbing: 'Western Plumbing Wholesale',
  coastalBath: 'Coastal Bath Supply',
  brightline: 'Brightline Electric Supply',
  keystone: 'Keystone Hardware Supply',
  atlantic: 'Atlantic Appliance Group',
  desertSun: 'Desert Sun Outdoor',
  heartland: 'Heartland Home Goods',
} as const;
export type VendorKey = keyof typeof VENDOR_COMPANIES;

/** Inserts one Vendor user and vendor profile per company; returns each company's user id. */
export async function seedVendors(db: Database, faker: Faker): Promise<Record<VendorKey, number>> {
  const demo = DEMO_ACCOUNTS.logins.vendor;
  const keys = Object.keys(VENDOR_COMPANIES) as VendorKey[];
  const rows: SeedUser[] = keys.map((key, index) => ({
    type: 'Vendor',
    status: 'Active',
    first_name: index === 0 ? demo.first_name : faker.person.firstName(),
    last_name: index === 0 ? demo.last_name : faker.person.lastName(),
    email: index === 0 ? demo.email : `${key.toLowerCase()}@vendors.showroom.test`,
    email_verified_at: DEMO_VERIFIED_AT,
    phone_number: faker.string.numeric(10),
    zip_code: faker.location.zipCode('#####'),
  }));
  const ids = await insertUsers(db, rows);
  const idOf = (index: number) => ids.get(rows[index]!.email)!;
  await db
    .insert(vendor_profiles)
    .values(keys.map((key, index) => ({ user_id: idOf(index), company_name: VENDOR_COMPANIES[key] })));
  return Object.fromEntries(keys.map((key, index) => [key, idOf(index)])) as Record<VendorKey, number>;
}
