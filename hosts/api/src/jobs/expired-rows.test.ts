import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { projects } from '../modules/carts/projects-schema.ts';
import { ACCESS_TOKEN_IDLE_DAYS } from '../modules/identity/access-tokens.ts';
import { personal_access_tokens } from '../modules/identity/access-tokens-schema.ts';
import { admin_otp_codes } from '../modules/identity/admin-otp-codes-schema.ts';
import { one_time_tokens } from '../modules/identity/one-time-tokens-schema.ts';
import { idempotency_keys } from '../modules/payments/payments-schema.ts';
import { addMs, DAY_MS, MINUTE_MS } from '../providers/clock/clock.ts';
import { rate_limit_counters } from '../providers/rate-limits/rate-limit-counters-schema.ts';
import { cartCalls, cartOf, item, useCartTestApp } from '../testing/cart-test-kit.ts';
import { bearer, type TestApp } from '../testing/test-app.ts';
import { ABANDONED_VISITOR_CART_DAYS, deleteExpiredRows, IDEMPOTENCY_KEY_DAYS } from './expired-rows.ts';

const kit = useCartTestApp();
const { sync } = cartCalls(kit);
let t: TestApp;
beforeAll(() => {
  t = kit.t;
});

const HOMEOWNER = DEMO_ACCOUNTS.logins.homeowner.email;

async function addToVisitorCart(token: string): Promise<number> {
  const response = await sync({ temp_project_id: token, ...item(kit.piece.sizes[0]!, 1) });
  expect(response.statusCode).toBe(200);
  return cartOf(response)!.id;
}

async function mailToken(userId: number, expiresAt: Date, usedAt: Date | null = null): Promise<number> {
  const [row] = await t.db
    .insert(one_time_tokens)
    .values({
      user_id: userId,
      purpose: 'verify_email',
      token_hash: randomUUID(),
      expires_at: expiresAt,
      used_at: usedAt,
      created_at: t.clock.now(),
    })
    .returning({ id: one_time_tokens.id });
  return row!.id;
}

async function otpCode(userId: number, expiresAt: Date): Promise<number> {
  const [row] = await t.db
    .insert(admin_otp_codes)
    .values({ user_id: userId, code_hash: randomUUID(), expires_at: expiresAt, created_at: t.clock.now() })
    .returning({ id: admin_otp_codes.id });
  return row!.id;
}

const ids = async <T extends { id: number }>(rows: Promise<T[]>) => (await rows).map((row) => row.id);

describe('deleteExpiredRows', () => {
  it('drops what can never be used again and keeps everything still valid', async () => {
    const userId = await t.userIdOf(HOMEOWNER);
    const idleBearer = await t.tokenFor(HOMEOWNER);
    const abandonedCart = await addToVisitorCart(randomUUID());

    t.clock.advance((ABANDONED_VISITOR_CART_DAYS + 1) * DAY_MS);
    expect(ABANDONED_VISITOR_CART_DAYS).toBeGreaterThan(ACCESS_TOKEN_IDLE_DAYS);
    const now = t.clock.now();
    const freshBearer = await t.tokenFor(HOMEOWNER);
    const freshCart = await addToVisitorCart(randomUUID());
    const expiredMail = await mailToken(userId, addMs(now, -MINUTE_MS));
    const usedMail = await mailToken(userId, addMs(now, DAY_MS), now);
    const liveMail = await mailToken(userId, addMs(now, DAY_MS));
    const expiredOtp = await otpCode(userId, addMs(now, -MINUTE_MS));
    const liveOtp = await otpCode(userId, addMs(now, 5 * MINUTE_MS));

    const counts = await deleteExpiredRows(t.db, t.clock);
    expect(counts.visitorCarts).toBeGreaterThanOrEqual(1);

    const mail = await ids(
      t.db
        .select({ id: one_time_tokens.id })
        .from(one_time_tokens)
        .where(inArray(one_time_tokens.id, [expiredMail, usedMail, liveMail])),
    );
    expect(mail).toEqual([liveMail]);
    const otp = await ids(
      t.db
        .select({ id: admin_otp_codes.id })
        .from(admin_otp_codes)
        .where(inArray(admin_otp_codes.id, [expiredOtp, liveOtp])),
    );
    expect(otp).toEqual([liveOtp]);
    const carts = await ids(
      t.db
        .select({ id: projects.id })
        .from(projects)
        .where(inArray(projects.id, [abandonedCart, freshCart])),
    );
    expect(carts).toEqual([freshCart]);

    const idleId = Number(idleBearer.split('|')[0]);
    const freshId = Number(freshBearer.split('|')[0]);
    expect(
      await ids(
        t.db
          .select({ id: personal_access_tokens.id })
          .from(personal_access_tokens)
          .where(eq(personal_access_tokens.id, idleId)),
      ),
    ).toEqual([]);
    const still = await t.app.inject({ method: 'GET', url: '/api/authuser', headers: bearer(freshBearer) });
    expect(still.statusCode).toBe(200);
    expect(
      await ids(
        t.db
          .select({ id: personal_access_tokens.id })
          .from(personal_access_tokens)
          .where(eq(personal_access_tokens.id, freshId)),
      ),
    ).toEqual([freshId]);
  });

  it("keeps a signed-in user's cart however old it is", async () => {
    const added = await sync(item(kit.piece.sizes[0]!, 1), await t.tokenFor(HOMEOWNER));
    const cartId = cartOf(added)!.id;
    t.clock.advance((ABANDONED_VISITOR_CART_DAYS + 1) * DAY_MS);
    await deleteExpiredRows(t.db, t.clock);
    expect(await ids(t.db.select({ id: projects.id }).from(projects).where(eq(projects.id, cartId)))).toEqual(
      [cartId],
    );
  });

  it('drops rate-limit counters whose hits are forgotten and keeps the live ones', async () => {
    const now = t.clock.now();
    await t.db.insert(rate_limit_counters).values([
      { key: 'sweep-forgotten', hits: 3, expires_at: addMs(now, -MINUTE_MS) },
      { key: 'sweep-live', hits: 5, blocked_until: addMs(now, MINUTE_MS), expires_at: addMs(now, DAY_MS) },
    ]);
    const counts = await deleteExpiredRows(t.db, t.clock);
    expect(counts.rateLimitCounters).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ key: rate_limit_counters.key })
      .from(rate_limit_counters)
      .where(inArray(rate_limit_counters.key, ['sweep-forgotten', 'sweep-live']));
    expect(left).toEqual([{ key: 'sweep-live' }]);
  });

  it('drops answered Idempotency-Keys past their retry days, never one still running', async () => {
    const userId = await t.userIdOf(HOMEOWNER);
    const old = addMs(t.clock.now(), -(IDEMPOTENCY_KEY_DAYS + 1) * DAY_MS);
    const row = { user_id: userId, scope: 'checkout', request_hash: 'x', created_at: old };
    await t.db.insert(idempotency_keys).values([
      { ...row, key: 'sweep-answered-key-1', response_status: 201, response_body: {} },
      { ...row, key: 'sweep-running-key-1' },
      { ...row, key: 'sweep-fresh-key-123', response_status: 201, created_at: t.clock.now() },
    ]);
    const counts = await deleteExpiredRows(t.db, t.clock);
    expect(counts.idempotencyKeys).toBeGreaterThanOrEqual(1);
    const left = await t.db
      .select({ key: idempotency_keys.key })
      .from(idempotency_keys)
      .where(eq(idempotency_keys.user_id, userId));
    expect(left.map((each) => each.key).sort()).toEqual(['sweep-fresh-key-123', 'sweep-running-key-1']);
  });
});
