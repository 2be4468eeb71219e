import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { project_tans } from '../modules/carts/project-tans-schema.ts';
import { projects } from '../modules/carts/projects-schema.ts';
import { categories, product_sizes, products } from '../modules/catalog/catalog-schema.ts';
import { AccessTokens } from '../modules/identity/access-tokens.ts';
import { shipping_addresses } from '../modules/identity/shipping-addresses-schema.ts';
import { users } from '../modules/identity/users-schema.ts';
import { shop_profile_categories, shop_profiles } from '../modules/showrooms/showrooms-schema.ts';
import { systemClock } from '../providers/clock/clock.ts';
import { createSandboxGateway } from '../providers/payment-gateways/sandbox-gateway.ts';

/** One prepared purchase: a signed-in homeowner whose cart holds one line, and a card token to pay with. */
export interface PreparedPurchase {
  bearer: string;
  cardToken: string;
  idempotencyKey: string;
  showroom: number;
}

/** How many sizes the purchases spread over (a handful of popular products, each with ample stock). */
const SIZES = 10;

/**
 * Homeowners ready to check out at once, for the checkout load bench: each with a shipping address,
 * a cart in HOMEPRO1 holding one line of one of a few carried sizes (stock raised so none runs out), a
 * bearer token and a single-use sandbox card token. Written straight to the database, so preparing
 * hundreds takes a moment and nothing of it is measured.
 */
export async function prepareCheckoutPurchases(db: Database, count: number): Promise<PreparedPurchase[]> {
  const [pro] = await db
    .select({ userId: shop_profiles.user_id, profileId: shop_profiles.id })
    .from(shop_profiles)
    .where(eq(shop_profiles.vsd_id, 'HOMEPRO1'));
  if (!pro) throw new Error('the seed has no HOMEPRO1 showroom');
  const carried = db
    .select({ id: shop_profile_categories.category_id })
    .from(shop_profile_categories)
    .where(eq(shop_profile_categories.shop_profile_id, pro.profileId));
  const sizes = await db
    .select({ sizeId: product_sizes.id, productId: product_sizes.product_id })
    .from(product_sizes)
    .innerJoin(products, eq(products.id, product_sizes.product_id))
    .innerJoin(categories, eq(categories.id, products.category_id))
    .where(inArray(categories.parent_id, carried))
    .orderBy(asc(product_sizes.id))
    .limit(SIZES);
  await db
    .update(product_sizes)
    .set({ stock_qty: 1_000_000 })
    .where(
      inArray(
        product_sizes.id,
        sizes.map((size) => size.sizeId),
      ),
    );
  const run = randomUUID().slice(0, 8);
  const buyers = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        type: 'User' as const,
        status: 'Active' as const,
        first_name: 'Bench',
        last_name: `Buyer ${index + 1}`,
        email: `bench-buyer-${run}-${index + 1}@bench.showroom.test`,
        // Never used to sign in: the bench holds bearer tokens.
        password_hash: 'not-a-password-hash',
        email_verified_at: new Date(),
      })),
    )
    .returning({ id: users.id });
  await db.insert(shipping_addresses).values(
    buyers.map(({ id }) => ({
      user_id: id,
      street: '1 Bench Way',
      city: 'Austin',
      state: 'TX',
      zip_code: '78701',
    })),
  );
  const carts = await db
    .insert(projects)
    .values(buyers.map(({ id }) => ({ user_id: id, showroom_id: pro.userId, is_cart: true })))
    .returning({ id: projects.id });
  await db.insert(project_tans).values(
    carts.map(({ id }, index) => {
      const size = sizes[index % sizes.length]!;
      return { project_id: id, product_id: size.productId, size_id: size.sizeId, qty: 1 };
    }),
  );
  const tokens = new AccessTokens(db, systemClock);
  const gateway = createSandboxGateway({ db, clock: systemClock });
  const purchases: PreparedPurchase[] = [];
  for (const { id } of buyers) {
    const card = await gateway.tokenize({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2035,
      cvc: '123',
    });
    if (!card.ok) throw new Error('the sandbox refused the test card');
    purchases.push({
      bearer: await tokens.issue(id, 'bench'),
      cardToken: card.card.token,
      idempotencyKey: randomUUID(),
      showroom: pro.userId,
    });
  }
  return purchases;
}
