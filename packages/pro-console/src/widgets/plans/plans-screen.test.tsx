import { PLAN_MESSAGES, PLAN_RENEWAL_NOTE, type PlanBilling } from '@showroom/contract/pro';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type StubAnswer, setUpConsoleTest, signInAs } from '../../testing/console-test-setup.ts';
import { PLAN_CHECKOUT_TEXT } from './plan-checkout.tsx';
import { PlansScreen } from './plans-screen.tsx';

let page: ReturnType<typeof setUpConsoleTest>;
afterEach(() => {
  cleanup();
  page.unregister();
  sessionStorage.clear();
});

const SAVED = { brand: 'visa', last4: '4242', exp_date: '12/30' };
const NONE: PlanBilling = { subscriptions: [], receipts: [], saved_card: SAVED, branding: false };
const PREMIUM: PlanBilling = {
  subscriptions: [
    {
      id: 7,
      plan: 'premium',
      name: 'Premium',
      amount: 199,
      status: 'active',
      paid_until: '2026-12-29T18:00:00.000Z',
      cancelled_at: null,
      failure: null,
      card: { brand: 'visa', last4: '4242' },
    },
  ],
  receipts: [
    {
      id: 3,
      plan: 'premium',
      name: 'Premium',
      amount: 199,
      reason: 'purchase',
      charged_at: '2026-11-29T18:00:00.000Z',
      card_brand: 'visa',
      card_last4: '4242',
      reference: 'ch_sandbox_abc',
    },
  ],
  saved_card: SAVED,
  branding: true,
};
const answer = (data: PlanBilling, message = ''): StubAnswer => ({ body: { success: true, message, data } });

/** The purchases sent, each with its Idempotency-Key. */
const purchaseKeys = () =>
  page.requests.flatMap((request, index) =>
    request.route === 'POST pro/plans'
      ? [{ body: request.body, key: page.headers[index]?.get('Idempotency-Key') }]
      : [],
  );

function renderScreen(routes: Parameters<typeof setUpConsoleTest>[0]) {
  page = setUpConsoleTest(routes);
  signInAs();
  render(<PlansScreen />);
  return userEvent.setup();
}

describe('PlansScreen', () => {
  it('buys Premium with the saved card and shows it active with its receipt', async () => {
    const user = renderScreen({
      'GET pro/plans': () => answer(NONE),
      'POST pro/plans': () => answer(PREMIUM, PLAN_MESSAGES.purchased),
    });
    expect(await screen.findByText('You have no plan yet: choose one below.')).toBeTruthy();
    expect(screen.getByText(PLAN_RENEWAL_NOTE)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Buy Premium' }));
    expect(screen.getByRole('radio', { name: /Saved card: Visa ending in 4242/ })).toHaveProperty(
      'checked',
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Pay $199.00' }));
    expect(await screen.findByText(/Renews on 12\.29\.2026 to your Visa card ending in 4242/)).toBeTruthy();
    const receipts = screen.getByRole('table');
    expect(within(receipts).getByText('Premium (purchase)')).toBeTruthy();
    expect(within(receipts).getByText('$199.00')).toBeTruthy();
    expect(page.toasts()).toContainEqual({ type: 'success', message: PLAN_MESSAGES.purchased });
    const [sent] = purchaseKeys();
    expect(sent?.body).toEqual({ plan: 'premium', payment: { saved_card: true } });
    expect(sent?.key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('re-sends the same purchase (the same key) after an unconfirmed answer', async () => {
    let calls = 0;
    const user = renderScreen({
      'GET pro/plans': () => answer(NONE),
      'POST pro/plans': () => {
        calls += 1;
        return calls === 1
          ? { status: 502, body: { message: 'Bad gateway' } }
          : answer(PREMIUM, PLAN_MESSAGES.purchased);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Buy Premium' }));
    await user.click(screen.getByRole('button', { name: 'Pay $199.00' }));
    expect(await screen.findByText(PLAN_CHECKOUT_TEXT.unconfirmed)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay $199.00' }));
    await screen.findByText(/Renews on/);
    const keys = purchaseKeys().map((sent) => sent.key);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('after a reload, opens the unconfirmed purchase again and finishes it with the same key', async () => {
    let calls = 0;
    const routes = {
      'GET pro/plans': () => answer(NONE),
      'POST pro/plans': () => {
        calls += 1;
        return calls === 1
          ? { status: 502, body: { message: 'Bad gateway' } }
          : answer(PREMIUM, PLAN_MESSAGES.purchased);
      },
    };
    const user = renderScreen(routes);
    await user.click(await screen.findByRole('button', { name: 'Buy Premium' }));
    await user.click(screen.getByRole('button', { name: 'Pay $199.00' }));
    await screen.findByText(PLAN_CHECKOUT_TEXT.unconfirmed);
    const firstKey = purchaseKeys()[0]?.key;
    cleanup();
    page.unregister();

    // The reload: a new page in the same tab, its sessionStorage kept.
    const reloaded = renderScreen(routes);
    expect(await screen.findByText(PLAN_CHECKOUT_TEXT.unconfirmed)).toBeTruthy();
    await reloaded.click(screen.getByRole('button', { name: 'Pay $199.00' }));
    await screen.findByText(/Renews on/);
    expect(purchaseKeys().map((sent) => sent.key)).toEqual([firstKey]);
  });

  it('says why a card was refused, by the card', async () => {
    const user = renderScreen({
      'GET pro/plans': () => answer(NONE),
      'POST pro/plans': () => ({
        status: 422,
        body: { message: 'x', errors: { payment: ['Your card was declined.'] } },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Buy Custom addon' }));
    await user.click(screen.getByRole('button', { name: 'Pay $99.00' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your card was declined.');
  });

  it('cancels after asking, and shows a failed renewal with the processor’s words', async () => {
    const failed: PlanBilling = {
      ...PREMIUM,
      subscriptions: [
        ...PREMIUM.subscriptions,
        {
          ...PREMIUM.subscriptions[0]!,
          id: 5,
          plan: 'custom_addon',
          name: 'Custom addon',
          amount: 99,
          status: 'failed',
          failure: 'Your card has insufficient funds.',
        },
      ],
    };
    const cancelled = {
      ...failed,
      subscriptions: failed.subscriptions.map((each) =>
        each.id === 7 ? { ...each, cancelled_at: '2026-11-30T10:00:00.000Z' } : each,
      ),
    };
    const user = renderScreen({
      'GET pro/plans': () => answer(failed),
      'DELETE pro/plans': () => answer(cancelled, PLAN_MESSAGES.cancelled),
    });
    expect((await screen.findByRole('alert')).textContent).toContain('Your card has insufficient funds.');
    await user.click(screen.getByRole('button', { name: 'Cancel Premium' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel Premium' }));
    expect(await screen.findByText(/stays active until 12\.29\.2026 and will not renew/)).toBeTruthy();
    expect(page.requests.find((request) => request.route === 'DELETE pro/plans')?.query).toBe(
      '?plan=premium',
    );
  });

  it('offers Try again when the plans cannot be loaded', async () => {
    renderScreen({ 'GET pro/plans': () => ({ status: 500, body: { message: 'x' } }) });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
