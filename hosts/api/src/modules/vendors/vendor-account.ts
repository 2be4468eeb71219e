import { slugify } from '@showroom/contract';
import type { VendorAccount, VendorAccountInput, VendorSetupStep } from '@showroom/contract/vendor';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { brands } from '../catalog/catalog-schema.ts';
import { users, vendor_profiles } from '../identity/users-schema.ts';
import { readBankAccount } from '../payouts/index.ts';

type ProfileRow = typeof vendor_profiles.$inferSelect;

/** What the portal's home still asks for (decision 0094). */
function missingSteps(
  profile: ProfileRow | undefined,
  brandCount: number,
  hasBankAccount: boolean,
): VendorSetupStep[] {
  const missing: VendorSetupStep[] = [];
  if (!profile?.company_name) missing.push('company');
  if (!profile?.contact_name || !profile.phone) missing.push('contact');
  if (
    !profile?.warehouse_address ||
    !profile.warehouse_city ||
    !profile.warehouse_state ||
    !profile.warehouse_zip
  )
    missing.push('warehouse');
  if (brandCount === 0) missing.push('brand');
  if (!hasBankAccount) missing.push('payout');
  return missing;
}

/** The vendor's account details and what the set-up still lacks. */
export async function readVendorAccount(db: Database, vendorId: number): Promise<VendorAccount> {
  const [[user], [profile], brandRows, bankAccount] = await Promise.all([
    db.select({ email: users.email }).from(users).where(eq(users.id, vendorId)),
    db.select().from(vendor_profiles).where(eq(vendor_profiles.user_id, vendorId)),
    db
      .select({ name: brands.name })
      .from(brands)
      .where(eq(brands.vendor_id, vendorId))
      .orderBy(asc(brands.name)),
    readBankAccount(db, vendorId),
  ]);
  return {
    email: user?.email ?? '',
    company_name: profile?.company_name ?? null,
    contact_name: profile?.contact_name ?? null,
    phone: profile?.phone ?? null,
    warehouse_address: profile?.warehouse_address ?? null,
    warehouse_city: profile?.warehouse_city ?? null,
    warehouse_state: profile?.warehouse_state ?? null,
    warehouse_zip: profile?.warehouse_zip ?? null,
    brands: brandRows.map((row) => row.name),
    missing: missingSteps(profile, brandRows.length, bankAccount !== null),
  };
}

/**
 * Saves the vendor's details (their profile row made if an older account lacks one) and adds a brand line
 * when one is named, its slug made unique by a numeric ending. The company name shows on products at once
 * (the catalogue hears of vendor_profiles changes, migration 0011).
 */
export async function saveVendorAccount(db: Database, vendorId: number, input: VendorAccountInput) {
  const details = {
    company_name: input.company_name,
    contact_name: input.contact_name,
    phone: input.phone,
    warehouse_address: input.warehouse_address,
    warehouse_city: input.warehouse_city,
    warehouse_state: input.warehouse_state,
    warehouse_zip: input.warehouse_zip,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(vendor_profiles)
      .values({ user_id: vendorId, ...details })
      .onConflictDoUpdate({ target: vendor_profiles.user_id, set: details });
    if (input.new_brand) {
      const base = slugify(input.new_brand) || 'brand';
      const [taken] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(brands)
        .where(sql`${brands.slug} = ${base} or ${brands.slug} like ${`${base}-%`}`);
      const slug = taken && taken.n > 0 ? `${base}-${taken.n + 1}` : base;
      await tx.insert(brands).values({ name: input.new_brand, slug, vendor_id: vendorId });
    }
  });
}
