import { SHOWROOM_ID_ALPHABET } from '@showroom/contract/pro';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.ts';
import { DEMO_ACCOUNTS, DEMO_APPLICANTS } from '../../db/seed/demo-accounts.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { Mailer } from '../../providers/mail/mailer.ts';
import { createMemoryTransport } from '../../providers/mail/memory-transport.ts';
import { createSandboxPayouts } from '../../providers/payment-gateways/sandbox-payouts.ts';
import { openModuleTestDatabase, userIdOf } from '../../testing/module-test-database.ts';
import { TEST_PLATFORM_ORIGIN } from '../../testing/test-app.ts';
import { TestClock } from '../../testing/test-clock.ts';
import { users } from '../identity/users-schema.ts';
import { createSettingsService } from '../settings/index.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';
import { createProsService, type ProsService } from './index.ts';

let database: DatabaseHandle;
let pros: ProsService;
const changed: number[] = [];
/** Each approval's Showroom ID starts with eight draws of index 0 (AAAAAAAA), then draws index 1. */
let draws = 0;

beforeAll(async () => {
  database = await openModuleTestDatabase();
  const clock = new TestClock();
  pros = createProsService({
    db: database.db,
    clock,
    mailer: new Mailer(createMemoryTransport(), 'test@showroom.test'),
    settings: createSettingsService({ db: database.db, clock, platformOrigin: TEST_PLATFORM_ORIGIN }),
    platformOrigin: TEST_PLATFORM_ORIGIN,
    payouts: createSandboxPayouts({ db: database.db, clock }),
    showroomChanged: (userId) => changed.push(userId),
    randomIndex: () => (draws++ < 8 ? 0 : 1),
  });
});
afterAll(() => database.close());

async function pendingContractor(email: string) {
  const [row] = await database.db
    .insert(users)
    .values({
      type: 'Contractor',
      status: 'Pending',
      first_name: 'Pat',
      last_name: 'Lane',
      email,
      password_hash: await hashPassword('x'),
    })
    .returning({ id: users.id });
  return row!.id;
}

describe('the pros service', () => {
  it('draws another Showroom ID when the first is taken, and tells the showroom caches', async () => {
    const { email } = DEMO_ACCOUNTS.logins.admin;
    const admin = { id: await userIdOf(database, email), email };
    const first = await pros.approve(await userIdOf(database, DEMO_APPLICANTS[0]!.email), admin);
    expect(first.vsdId).toBe('AAAAAAAA');
    expect(first.companyName).toBe(DEMO_APPLICANTS[0]!.company_name);
    draws = 0;
    const secondId = await pendingContractor('second.pro@example.test');
    const second = await pros.approve(secondId, admin);
    expect(second.vsdId).toBe(SHOWROOM_ID_ALPHABET[1]!.repeat(8));
    // Without an application the pro's name stands in for the company until they set one.
    expect(second.companyName).toBe('Pat Lane');
    const [row] = await database.db.select().from(shop_profiles).where(eq(shop_profiles.user_id, secondId));
    expect(row).toMatchObject({ vsd_id: 'BBBBBBBB', markup_percent: 10 });
    expect(changed).toEqual([first.userId, secondId]);
  });
});
