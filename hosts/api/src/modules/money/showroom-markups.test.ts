import { MARKUP } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { type ShowroomFixture, showroomByVsdId } from '../../testing/catalog-fixtures.ts';
import { openSeededTestDatabase } from '../../testing/test-database.ts';
import { users } from '../identity/users-schema.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';
import { createShowroomMarkups } from './showroom-markups.ts';

let database: DatabaseHandle;
let homepro: ShowroomFixture;

beforeAll(async () => {
  database = await openSeededTestDatabase({ products: 10, siteOrigins: [] });
  homepro = await showroomByVsdId(database.db, 'HOMEPRO1');
});
afterAll(() => database.close());

const setMarkup = (percent: number) =>
  database.db
    .update(shop_profiles)
    .set({ markup_percent: percent })
    .where(eq(shop_profiles.user_id, homepro.userId));

describe('showroom markups', () => {
  it("answers an active showroom's markup, and null for one that is not a showroom", async () => {
    const markups = createShowroomMarkups(database.db);
    expect(await markups.markupOf(homepro.userId)).toBe(homepro.markup);
    const [homeowner] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.type, 'User'))
      .limit(1);
    expect(await markups.markupOf(homeowner!.id)).toBeNull();
    expect(await markups.markupOf(2_000_000_000)).toBeNull();
  });

  it('keeps a changed markup cached until the showroom is forgotten, then reads it afresh', async () => {
    const markups = createShowroomMarkups(database.db);
    expect(await markups.markupOf(homepro.userId)).toBe(homepro.markup);
    await setMarkup(MARKUP.minimumPercent + 12.5);
    expect(await markups.markupOf(homepro.userId)).toBe(homepro.markup);
    markups.forget(homepro.userId);
    expect(await markups.markupOf(homepro.userId)).toBe(MARKUP.minimumPercent + 12.5);
    await setMarkup(homepro.markup);
  });
});
