import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showroomByVsdId } from '../../testing/catalog-fixtures.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createShopProfiles } from './shop-profile-cache.ts';
import { shop_profiles } from './showrooms-schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

describe('cached shop profiles', () => {
  it('answer a repeated read from memory until the TTL, which a fresh cache shows', async () => {
    const { userId } = await showroomByVsdId(t.db, 'HOMEPRO1');
    const profiles = createShopProfiles(t.db);
    const first = await profiles.find(userId, undefined);
    await t.db
      .update(shop_profiles)
      .set({ company_name: 'Renamed Remodeling' })
      .where(eq(shop_profiles.user_id, userId));
    expect((await profiles.find(userId, undefined))?.profile.company_name).toBe(first?.profile.company_name);
    expect((await createShopProfiles(t.db).find(userId, undefined))?.profile.company_name).toBe(
      'Renamed Remodeling',
    );
  });

  it('keep a vsd_id that is not the pro’s apart from the pro’s own, whatever its case', async () => {
    const { userId } = await showroomByVsdId(t.db, 'HOMEPRO1');
    const profiles = createShopProfiles(t.db);
    expect(await profiles.find(userId, 'BUILDR42')).toBeNull();
    expect((await profiles.find(userId, 'homepro1'))?.profile.vsd_id).toBe('HOMEPRO1');
    expect(await profiles.find(999_999, undefined)).toBeNull();
  });
});
