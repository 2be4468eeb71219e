import { en, Faker } from '@faker-js/faker';

/** Fixed so that every seed of the same size produces the same rows. */
export const FAKER_SEED = 20_260_101;

/**
 * The product catalogue draws from a stream of its own, so what it makes does not depend on how many
 * draws the accounts and showrooms before it took, and the generator's tests check the very products
 * the seed inserts (and the same product hashes every time).
 */
export const CATALOGUE_SEED = 20_260_102;

/** Stock on hand draws from a third stream: adding it changed no product of the catalogue. */
export const STOCK_SEED = 20_260_103;

/** A private instance, not the shared `faker`: two seeds running at once must not draw from one stream. */
export function seededFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  return faker;
}
