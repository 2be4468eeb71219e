import type { Faker } from '@faker-js/faker';
import type { Database } from '../client.ts';
import { DEMO_ACCOUNTS, DEMO_VERIFIED_AT, type DemoLogin } from './demo-accounts.ts';
import { insertUsers, type SeedUser } from './insert-users.ts';

/** Homeowners besides the demo ones, so lists of users are not trivially short. */
const EXTRA_HOMEOWNERS = 10;

/** Demo logins that are not vendors or pros (those are seeded with their company or showroom). */
const { homeowner, unverified, pending, deactivated, admin } = DEMO_ACCOUNTS.logins;

/** Seeds the demo logins (but vendors and pros) and extra homeowners; returns user ids by e-mail. */
export async function seedAccounts(db: Database, faker: Faker): Promise<Map<string, number>> {
  const demo = [homeowner, unverified, pending, deactivated, admin].map((login) => toUser(login, faker));
  const extra: SeedUser[] = Array.from({ length: EXTRA_HOMEOWNERS }, (_, index) => {
    const first_name = faker.person.firstName();
    const last_name = faker.person.lastName();
    return {
      type: 'User',
      status: 'Active',
      first_name,
      last_name,
      email: `${first_name}.${last_name}.${index + 1}@homeowners.showroom.test`
        .toLowerCase()
        .replace(/[^a-z0-9.@]/g, ''),
      email_verified_at: DEMO_VERIFIED_AT,
      phone_number: faker.string.numeric(10),
      zip_code: faker.location.zipCode('#####'),
    };
  });
  return insertUsers(db, [...demo, ...extra]);
}

export function toUser(login: DemoLogin, faker: Faker): SeedUser {
  return {
    type: login.type,
    status: login.status,
    first_name: login.first_name,
    last_name: login.last_name,
    email: login.email,
    email_verified_at: login.verified ? DEMO_VERIFIED_AT : null,
    phone_number: faker.string.numeric(10),
    zip_code: faker.location.zipCode('#####'),
  };
}
