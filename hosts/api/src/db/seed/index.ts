import { sql } from 'drizzle-orm';
import { categories } from '../../modules/catalog/catalog-schema.ts';
import type { Database } from '../client.ts';
import { seedAccounts } from './accounts.ts';
import { seedAiAccount } from './ai-account.ts';
import { seedBrands } from './brands.ts';
import { seedCategories } from './categories.ts';
import { seedCoupons } from './coupons.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedHomeownerAccount } from './homeowner-account.ts';
import { seedProApplicants } from './pro-applicants.ts';
import { seedProducts } from './products.ts';
import { seedPros } from './pros.ts';
import { CATALOGUE_SEED, FAKER_SEED, STOCK_SEED, seededFaker } from './seeded-faker.ts';
import { seedSettings } from './settings.ts';
import { seedVendors } from './vendors.ts';

export interface SeedOptions {
  /** How many products to generate (25,000 by default in the server; tests use a few hundred). */
  products: number;
  /**
   * The origin(s) the contractor demo site really runs at (`CONTRACTOR_SITE_ORIGIN`): registered on
   * the one showroom it embeds, and on no other (issue #21).
   */
  siteOrigins: readonly string[];
}

export interface SeedResult {
  seeded: boolean;
  milliseconds: number;
}

/**
 * Fills an empty database with the deterministic demo data, in one transaction: a seed that fails
 * half-way leaves the database empty, so the next start simply seeds again.
 */
export async function seed(db: Database, options: SeedOptions): Promise<void> {
  const faker = seededFaker(FAKER_SEED);
  const siteOrigins = [...new Set(options.siteOrigins)];
  await db.transaction(async (tx) => {
    await seedSettings(tx);
    const tree = await seedCategories(tx);
    const vendorIds = await seedVendors(tx, faker);
    const brands = await seedBrands(tx, vendorIds);
    const accountIds = await seedAccounts(tx, faker);
    await seedHomeownerAccount(tx, accountIds.get(DEMO_ACCOUNTS.logins.homeowner.email)!);
    await seedPros(tx, faker, { siteOrigins, topCategoryIds: tree.topIds });
    await seedProApplicants(tx);
    await seedCoupons(tx);
    await seedAiAccount(tx);
    await seedProducts(tx, seededFaker(CATALOGUE_SEED), seededFaker(STOCK_SEED), {
      count: options.products,
      subs: tree.subs,
      brands,
    });
  });
  // PGlite has no autovacuum: without this the planner has no statistics and, with no visibility
  // map, every "index-only" scan still reads the wide product rows (the product list's budget).
  await db.execute(sql`vacuum analyze`);
}

/** Seeds only a database without categories (a fresh one); returns whether it did and how long it took. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<SeedResult> {
  const started = performance.now();
  const [existing] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (existing) return { seeded: false, milliseconds: performance.now() - started };
  await seed(db, options);
  return { seeded: true, milliseconds: performance.now() - started };
}
