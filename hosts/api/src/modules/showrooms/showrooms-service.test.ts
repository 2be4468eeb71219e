import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { ChangeNotices } from '../../providers/change-notices/change-notices.ts';
import { openModuleTestDatabase, userIdOf } from '../../testing/module-test-database.ts';
import { TEST_PLATFORM_ORIGIN, TEST_SITE_ORIGIN } from '../../testing/test-app.ts';
import { TestClock } from '../../testing/test-clock.ts';
import { createShowroomsService, type ShowroomsService } from './index.ts';

let database: DatabaseHandle;
let showrooms: ShowroomsService;
let homepro: number;
let homeowner: number;
beforeAll(async () => {
  database = await openModuleTestDatabase();
  showrooms = createShowroomsService({
    db: database.db,
    clock: new TestClock(),
    platformOrigin: TEST_PLATFORM_ORIGIN,
    notices: new ChangeNotices(false),
  });
  homepro = await userIdOf(database, DEMO_ACCOUNTS.logins.contractor.email);
  homeowner = await userIdOf(database, DEMO_ACCOUNTS.logins.homeowner.email);
});
afterAll(() => database.close());

describe('the showrooms service', () => {
  it("finds an active pro's showroom, and no showroom for a homeowner or nobody", async () => {
    expect(await showrooms.findActive(homepro)).toBe(homepro);
    expect(await showrooms.findActive(homeowner)).toBeNull();
    expect(await showrooms.findActive(undefined)).toBeNull();
  });

  it("allows the platform and the pros' registered sites, and no other origin", async () => {
    expect(await showrooms.origins.allows(TEST_PLATFORM_ORIGIN)).toBe(true);
    expect(await showrooms.origins.allows(TEST_SITE_ORIGIN)).toBe(true);
    expect(await showrooms.origins.allows('https://elsewhere.test')).toBe(false);
    expect(await showrooms.origins.ofShowroom(homepro)).toContain(TEST_SITE_ORIGIN);
    expect(await showrooms.origins.ofShowroom(homeowner)).toEqual([]);
  });
});
