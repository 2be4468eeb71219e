import type { Faker } from '@faker-js/faker';

/**
 * How much of a seeded size is on hand (decision 0039): mostly plenty, some low,
 * a few sold out, so the cart's stock note and checkout's "only N left" have something to show.
 */
export const SEEDED_STOCK = {
  /** Out of 100 sizes: this many have none left, */
  soldOutPercent: 4,
  /** and this many only a few (`low`), the rest plenty. */
  lowPercent: 10,
  low: { min: 2, max: 5 },
  plenty: { min: 20, max: 400 },
} as const;

/** The stock of the next size, drawn from the stock's own faker stream (so the catalogue stays the same). */
export function stockQuantity(faker: Faker): number {
  const roll = faker.number.int({ min: 1, max: 100 });
  if (roll <= SEEDED_STOCK.soldOutPercent) return 0;
  if (roll <= SEEDED_STOCK.soldOutPercent + SEEDED_STOCK.lowPercent)
    return faker.number.int(SEEDED_STOCK.low);
  return faker.number.int(SEEDED_STOCK.plenty);
}
