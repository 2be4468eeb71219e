/**
 * Set-up shared by the order route tests: a seeded app, the people an order concerns (its homeowner,
 * another homeowner, two vendors, the pro whose showroom sold it, another pro, an admin past the OTP
 * step) with tokens, and orders written directly by `insertTestOrder`.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_ACCOUNTS } from '../db/seed/demo-accounts.ts';
import { otpVerifiedAdminToken } from './access-callers.ts';
import { showroomByVsdId } from './catalog-fixtures.ts';
import { extraHomeownerEmail } from './extra-homeowners.ts';
import { insertTestOrder, type TestOrder, type TestOrderItem } from './order-fixtures.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

export interface Party {
  id: number;
  email: string;
  token: string;
}

export interface OrderTestKit {
  t: TestApp;
  homeowner: Party;
  otherHomeowner: Party;
  /** The demo vendor and a second one. */
  vendor: Party;
  otherVendor: Party;
  /** The pro of HOMEPRO1 (where the kit's orders are bought) and the designer of STUDIO88. */
  pro: Party;
  otherPro: Party;
  admin: Party;
  /** An order of the homeowner in HOMEPRO1, placed now, with these items. */
  order(items: TestOrderItem[], options?: { createdAt?: Date; userId?: number }): Promise<TestOrder>;
  call(
    party: Party | null,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
}

/** Registers the file's beforeAll/afterAll; the kit is filled in before the first test. */
export function useOrderTestApp(): OrderTestKit {
  const kit = {} as OrderTestKit;
  beforeAll(async () => {
    const t = await createTestApp({ products: 20 });
    const party = async (email: string): Promise<Party> => ({
      id: await t.userIdOf(email),
      email,
      token: await t.tokenFor(email),
    });
    const { logins } = DEMO_ACCOUNTS;
    const showroom = await showroomByVsdId(t.db, 'HOMEPRO1');
    kit.t = t;
    kit.homeowner = await party(logins.homeowner.email);
    kit.otherHomeowner = await party(await extraHomeownerEmail(t.db));
    kit.vendor = await party(logins.vendor.email);
    kit.otherVendor = await party('metrotile@vendors.showroom.test');
    kit.pro = await party(logins.contractor.email);
    kit.otherPro = await party(logins.designer.email);
    kit.admin = { ...(await party(logins.admin.email)), token: await otpVerifiedAdminToken(t) };
    kit.order = (items, options = {}) =>
      insertTestOrder(t.db, {
        userId: options.userId ?? kit.homeowner.id,
        showroomId: showroom.userId,
        items,
        createdAt: options.createdAt ?? t.clock.now(),
      });
    kit.call = (who, method, url, payload) =>
      t.app.inject({
        method,
        url,
        headers: who ? bearer(who.token) : { authorization: 'Bearer ' },
        ...(payload ? { payload } : {}),
      });
  });
  afterAll(() => kit.t.close());
  return kit;
}
