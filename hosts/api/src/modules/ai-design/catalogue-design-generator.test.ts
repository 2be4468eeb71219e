import { MARKUP } from '@showroom/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { openModuleTestDatabase } from '../../testing/module-test-database.ts';
import { product_sizes, products } from '../catalog/catalog-schema.ts';
import { PLATFORM_CONTEXT, type ShowroomContexts } from '../catalog/index.ts';
import { catalogueDesignGenerator } from './catalogue-design-generator.ts';
import type { DesignBrief, GeneratedDesign } from './design-generator.ts';

/** A showroom (user id 1) at twice the standard markup; everyone else gets the platform's. */
const SHOWROOM_MARKUP = MARKUP.standardPercent * 2;
const showrooms: ShowroomContexts = {
  resolve: async (id) =>
    id === 1 ? { ...PLATFORM_CONTEXT, showroom: 1, markupPercent: SHOWROOM_MARKUP } : PLATFORM_CONTEXT,
  find: async (id) =>
    id === 1 ? { ...PLATFORM_CONTEXT, showroom: 1, markupPercent: SHOWROOM_MARKUP } : null,
  forget: () => {},
};

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openModuleTestDatabase(300);
});
afterAll(() => handle.close());

const KITCHEN: DesignBrief = {
  roomType: 'kitchen',
  widthFt: 12,
  lengthFt: 10,
  budgetCents: 5_000_000,
  style: { tags: ['Modern'] },
  photo: null,
  showroomUserId: null,
};

const generate = (brief: DesignBrief) =>
  catalogueDesignGenerator({ db: handle.db, showrooms }).generate(brief);
const materialsOf = (design: GeneratedDesign) => JSON.stringify(design.draft.floorTemplate.materials);

describe('the catalogue generator', () => {
  it('composes three different designs of real products, each line in stock for its quantity', async () => {
    const { generator, designs } = await generate(KITCHEN);
    expect(generator).toBe('catalogue');
    expect(designs).toHaveLength(3);
    expect(new Set(designs.map(materialsOf)).size).toBe(3);
    const items = designs.flatMap((design) => design.items);
    expect(items.length).toBeGreaterThan(6);
    const sizes = await handle.db
      .select({ id: product_sizes.id, product: product_sizes.product_id, stock: product_sizes.stock_qty })
      .from(product_sizes)
      .where(inArray(product_sizes.id, [...new Set(items.map((item) => item.size_id))]));
    const stockOf = new Map(sizes.map((size) => [size.id, size]));
    for (const item of items) {
      expect(stockOf.get(item.size_id)?.product).toBe(item.product_id);
      expect(stockOf.get(item.size_id)!.stock).toBeGreaterThanOrEqual(item.qty);
      expect(item.line_cents).toBe(item.unit_price_cents * item.qty);
      expect(item.reason.length).toBeGreaterThan(5);
    }
    for (const design of designs) {
      expect(design.total_cents).toBe(design.items.reduce((sum, item) => sum + item.line_cents, 0));
      // Across brands: not all one vendor's.
      expect(new Set(design.items.map((item) => item.brand)).size).toBeGreaterThan(1);
      // The draft the visualizer opens: every product by its public hash, on the room's slots.
      const hashes = Object.values(design.draft.floorTemplate.materials);
      const known = await handle.db
        .select({ hash: products.hash })
        .from(products)
        .where(inArray(products.hash, hashes));
      expect(known).toHaveLength(new Set(hashes).size);
      expect(design.draft.floorplan).toMatchObject({ widthFt: 12, depthFt: 10 });
    }
  });

  it('keeps every design within a budget that allows it, and says so', async () => {
    const { designs } = await generate(KITCHEN);
    for (const design of designs) {
      expect(design.within_budget).toBe(true);
      expect(design.total_cents).toBeLessThanOrEqual(KITCHEN.budgetCents);
      expect(design.summary).toMatch(/^Fits the budget: \$[\d,]+ of \$50,000$/);
    }
    // The value design is the cheapest, the premium one the dearest of the three.
    const [value, , premium] = designs.map((design) => design.total_cents);
    expect(value).toBeLessThanOrEqual(Math.min(...designs.map((design) => design.total_cents)));
    expect(premium).toBe(Math.max(...designs.map((design) => design.total_cents)));
  });

  it('brings the dearer designs down to a tight budget, and says when even the cheapest is over', async () => {
    const { designs: roomy } = await generate(KITCHEN);
    const cheapest = roomy[0]!.total_cents;
    const tight = await generate({ ...KITCHEN, budgetCents: cheapest + 1 });
    for (const design of tight.designs) expect(design.total_cents).toBeLessThanOrEqual(cheapest + 1);
    const over = await generate({ ...KITCHEN, budgetCents: Math.max(1, Math.floor(cheapest / 2)) });
    expect(over.designs[0]!.within_budget).toBe(false);
    expect(over.designs[0]!.summary).toMatch(/^Over your budget/);
  });

  it('gives the same designs for the same inputs', async () => {
    expect(await generate(KITCHEN)).toEqual(await generate(KITCHEN));
  });

  it("prices at the showroom's markup", async () => {
    const platform = await generate(KITCHEN);
    const showroom = await generate({ ...KITCHEN, showroomUserId: 1, budgetCents: 50_000_000 });
    const platformPrices = new Map(
      platform.designs.flatMap((design) => design.items.map((item) => [item.size_id, item.unit_price_cents])),
    );
    const shared = showroom.designs
      .flatMap((design) => design.items)
      .filter((item) => platformPrices.has(item.size_id));
    expect(shared.length).toBeGreaterThan(0);
    for (const item of shared)
      expect(item.unit_price_cents).toBeGreaterThan(platformPrices.get(item.size_id)!);
  });

  it("says which products match the photo's tones", async () => {
    const { designs } = await generate(KITCHEN);
    const floor = designs[0]!.items.find((item) => item.slot === 'floor')!;
    const [product] = await handle.db
      .select({ colours: products.colours })
      .from(products)
      .where(inArray(products.id, [floor.product_id]));
    const hex =
      product!.colours.find((colour) => colour.name === floor.colour)?.hex ?? product!.colours[0]!.hex;
    const matched = await generate({ ...KITCHEN, style: null, photo: { palette: [hex], brightness: 0.5 } });
    const reasons = matched.designs.flatMap((design) => design.items.map((item) => item.reason));
    expect(reasons.some((reason) => reason.endsWith('matches your photo’s tones'))).toBe(true);
    expect(matched.designs[1]!.title).toBe('Matched to your photo');
  });

  it('furnishes a bath, a living room and a patio too', async () => {
    for (const roomType of ['bath', 'living', 'patio'] as const) {
      const { designs } = await generate({ ...KITCHEN, roomType, widthFt: 10, lengthFt: 9 });
      expect(designs, roomType).toHaveLength(3);
      expect(designs[0]!.items.length, roomType).toBeGreaterThan(0);
    }
  });
});
