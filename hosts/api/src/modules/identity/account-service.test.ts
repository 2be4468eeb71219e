import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { insertTestUser } from '../../testing/order-fixtures.ts';
import { TestClock } from '../../testing/test-clock.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { type AccountService, createAccountService } from './index.ts';

let database: DatabaseHandle;
let account: AccountService;
let userId: number;
beforeAll(async () => {
  database = await openTestDatabase();
  account = createAccountService({ db: database.db, clock: new TestClock() });
  userId = await insertTestUser(database.db, 'User', 'Olivia');
});
afterAll(() => database.close());

describe("the identity module's account service", () => {
  it("reads a new user's profile, with no address and no card yet", async () => {
    const profile = await account.profile(userId);
    expect(profile).toMatchObject({ first_name: 'Olivia', shipping_address: null, payment_details: null });
    expect(profile.email).toMatch(/^olivia-.*@orders\.showroom\.test$/);
  });

  it('saves a shipping address, then replaces it, and the profile shows the last one', async () => {
    const address = { street: '1 Main St', state: 'CA', city: 'Fresno', zip_code: '93650' };
    expect(await account.saveShippingAddress(userId, address)).toBe(0);
    await account.saveShippingAddress(userId, { ...address, street: '2 Oak Ave', apartment: '4B' });
    expect((await account.profile(userId)).shipping_address).toMatchObject({
      street: '2 Oak Ave',
      apartment: '4B',
      city: 'Fresno',
    });
  });
});
