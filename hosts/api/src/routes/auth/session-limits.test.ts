import { MESSAGES } from '@showroom/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { MINUTE_MS } from '../../providers/clock/clock.ts';
import { clientAddresses } from '../../testing/client-addresses.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const { password, logins } = DEMO_ACCOUNTS;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(() => t.close());

const freshIp = clientAddresses(40);
const login = (email: string, pass: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: pass }, remoteAddress });
const statuses = async (email: string, pass: string, ip: string, times: number) => {
  const codes: number[] = [];
  for (let i = 0; i < times; i += 1) codes.push((await login(email, pass, ip)).statusCode);
  return codes;
};

describe('sign-in limits per e-mail and address', () => {
  it('after 5 failures refuses that e-mail from that address, even the right password, with a 429', async () => {
    const ip = freshIp();
    expect(await statuses(logins.contractor.email, 'wrong', ip, 5)).toEqual([422, 422, 422, 422, 422]);
    const locked = await login(logins.contractor.email, password, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: MESSAGES.tooManyRequests });
    expect(locked.headers['retry-after']).toBe('60');
    t.clock.advance(MINUTE_MS);
    expect((await login(logins.contractor.email, password, ip)).statusCode).toBe(200);
  });

  it("does not lock the owner out from another address however many failures an attacker's has", async () => {
    const attacker = freshIp();
    await statuses(logins.vendor.email, 'wrong', attacker, 30);
    expect((await login(logins.vendor.email, password, attacker)).statusCode).toBe(429);
    expect((await login(logins.vendor.email, password, freshIp())).statusCode).toBe(200);
  });

  it('makes each further failure wait twice as long, up to 15 minutes', async () => {
    const ip = freshIp();
    await statuses(logins.designer.email, 'wrong', ip, 5);
    for (const waitMinutes of [1, 2, 4, 8, 15, 15]) {
      const refused = await login(logins.designer.email, 'wrong', ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe(String(waitMinutes * 60));
      t.clock.advance(waitMinutes * MINUTE_MS);
      expect((await login(logins.designer.email, 'wrong', ip)).statusCode).toBe(422);
    }
    t.clock.advance(15 * MINUTE_MS);
    expect((await login(logins.designer.email, password, ip)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail exactly as a known one, so a 429 reveals no account', async () => {
    const ip = freshIp();
    const answers = async (email: string) => {
      const codes = await statuses(email, 'wrong', ip, 6);
      const last = await login(email, 'wrong', ip);
      return { codes, body: last.json(), retryAfter: last.headers['retry-after'] };
    };
    expect(await answers('ghost@showroom.test')).toEqual(await answers(logins.unverified.email));
  });

  it('forgets the failures from that address after a successful sign-in', async () => {
    const ip = freshIp();
    const email = logins.homeowner.email;
    await statuses(email, 'wrong', ip, 4);
    expect((await login(email, password, ip)).statusCode).toBe(200);
    expect(await statuses(email, 'wrong', ip, 5)).toEqual([422, 422, 422, 422, 422]);
    expect((await login(email, password, ip)).statusCode).toBe(429);
  });
});

describe('sign-in limits per address', () => {
  it('refuses an address after 20 failures across e-mails, then grows the delay; others are unaffected', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i += 1) {
      expect((await login(`spray-${i}@showroom.test`, password, ip)).statusCode).toBe(422);
    }
    expect((await login(logins.homeowner.email, password, ip)).statusCode).toBe(429);
    expect((await login(logins.homeowner.email, password, freshIp())).statusCode).toBe(200);
    t.clock.advance(MINUTE_MS);
    expect((await login(logins.homeowner.email, password, ip)).statusCode).toBe(200);
    expect((await login('spray-next@showroom.test', password, ip)).statusCode).toBe(422);
    expect((await login(logins.homeowner.email, password, ip)).headers['retry-after']).toBe('120');
  });

  it('never counts successful sign-ins', async () => {
    const ip = freshIp();
    expect(await statuses(logins.homeowner.email, password, ip, 30)).toEqual(Array(30).fill(200));
  });
});
