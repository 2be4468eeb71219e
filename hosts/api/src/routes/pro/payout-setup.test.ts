import { validationErrorSchema } from '@showroom/contract';
import { PAYOUT_TEXTS, payoutSetupResponseSchema } from '@showroom/contract/pro';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.ts';
import { payout_bank_accounts } from '../../modules/payouts/bank-accounts-schema.ts';
import { DAY_MS } from '../../providers/clock/clock.ts';
import { sandbox_bank_accounts } from '../../providers/payment-gateways/sandbox-gateway-schema.ts';
import { SANDBOX_BANK_ACCOUNTS } from '../../providers/payment-gateways/sandbox-payouts.ts';
import { insertTestOrder } from '../../testing/order-fixtures.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let designer: Record<string, string>;
let designerId: number;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  // The designer's showroom: the contractor's is shared with other files' tests of the seed.
  designer = bearer(await t.tokenFor(DEMO_ACCOUNTS.logins.designer.email));
  designerId = await t.userIdOf(DEMO_ACCOUNTS.logins.designer.email);
});
afterAll(() => t.close());

const read = () => t.app.inject({ method: 'GET', url: '/api/pro/payout_setup', headers: designer });
const saveBank = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/pro/payout_setup/bank_account', headers: designer, payload });

const ACCOUNT = {
  account_holder: 'Sofia Marin',
  routing_number: '110000000',
  account_number: '000123456789',
};

describe('GET /api/pro/payout_setup', () => {
  it('answers no bank account and empty balances for a pro who has sold nothing', async () => {
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(payoutSetupResponseSchema.parse(response.json()).data).toEqual({
      bank_account: null,
      balances: { pending_cents: 0, available_cents: 0, next_available_at: null, negative_due_at: null },
      payouts: [],
    });
  });

  it('counts markup × qty of approved items: pending for 46 business days, then available', async () => {
    const homeowner = await t.userIdOf(DEMO_ACCOUNTS.logins.homeowner.email);
    await insertTestOrder(t.db, {
      userId: homeowner,
      showroomId: designerId,
      createdAt: new Date(t.clock.now().getTime() - 100 * DAY_MS),
      items: [
        { vendorId: null, markupCents: 250, qty: 2, status: 'Delivered' },
        { vendorId: null, markupCents: 999, status: 'Waiting for approval' },
      ],
    });
    await insertTestOrder(t.db, {
      userId: homeowner,
      showroomId: designerId,
      items: [{ vendorId: null, markupCents: 300, status: 'Vendor Approved' }],
    });
    const { balances } = payoutSetupResponseSchema.parse((await read()).json()).data;
    expect(balances.available_cents).toBe(500);
    expect(balances.pending_cents).toBe(300);
    expect(balances.next_available_at).not.toBeNull();
  });
});

describe('PUT /api/pro/payout_setup/bank_account', () => {
  it('refuses a bad routing number and a short account with field errors, echoing no number', async () => {
    const response = await saveBank({
      account_holder: '',
      routing_number: '123456789',
      account_number: '12',
    });
    expect(response.statusCode).toBe(422);
    const errors = validationErrorSchema.parse(response.json()).errors;
    expect(Object.keys(errors).sort()).toEqual(['account_holder', 'account_number', 'routing_number']);
    expect(errors.routing_number).toEqual([PAYOUT_TEXTS.routingInvalid]);
    expect(response.body).not.toContain('123456789');
  });

  it('answers the bank’s refusal on the account number field', async () => {
    const response = await saveBank({ ...ACCOUNT, account_number: SANDBOX_BANK_ACCOUNTS.refused });
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors.account_number).toEqual([
      PAYOUT_TEXTS.bankRefused,
    ]);
    expect(response.body).not.toContain(SANDBOX_BANK_ACCOUNTS.refused);
  });

  it('keeps only the gateway’s token, the bank’s name and the last four digits', async () => {
    const response = await saveBank({ ...ACCOUNT, account_number: '0001 2345 6789' });
    expect(response.statusCode).toBe(200);
    const body = payoutSetupResponseSchema.parse(response.json());
    expect(body.message).toBe(PAYOUT_TEXTS.bankSaved);
    expect(body.data.bank_account).toEqual({
      account_holder: 'Sofia Marin',
      bank_name: 'Sandbox Test Bank',
      last4: '6789',
    });
    const [row] = await t.db
      .select()
      .from(payout_bank_accounts)
      .where(eq(payout_bank_accounts.user_id, designerId));
    const stored = JSON.stringify([row, await t.db.select().from(sandbox_bank_accounts)]);
    expect(stored).not.toContain('123456789');
    expect(stored).not.toContain('110000000');
    expect(row?.bank_token).toMatch(/^ba_sandbox_/);
  });

  it('replaces the account with a new one', async () => {
    await saveBank({ ...ACCOUNT, routing_number: '021000021', account_number: '987654321' });
    const { bank_account } = payoutSetupResponseSchema.parse((await read()).json()).data;
    expect(bank_account).toEqual({
      account_holder: 'Sofia Marin',
      bank_name: 'JPMorgan Chase Bank',
      last4: '4321',
    });
  });
});
