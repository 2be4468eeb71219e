import { ROUTE_PATHS, SHOWROOM_EVENTS } from '@showroom/contract';
import { notify } from '@showroom/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardFieldsContext } from '../../payment/card-fields.ts';
import { PURCHASE_ATTEMPT_STORAGE_KEY } from '../../payment/purchase-attempt.ts';
import { DECLINED_MESSAGE, DEMO_COUPON } from '../../testing/checkout-api-stub.ts';
import { DEMO_CHECKOUT_PROFILE } from '../../testing/checkout-fixtures.ts';
import { setUpCheckoutTest } from '../../testing/checkout-test-setup.ts';
import { StandInCardFields } from '../../testing/stand-in-card-fields.tsx';
import { PaymentScreen } from './payment-screen.tsx';

let unregister: () => void = () => {};
afterEach(() => {
  cleanup();
  unregister();
  vi.unstubAllGlobals();
});

function setUp(options: Parameters<typeof setUpCheckoutTest>[0] = {}) {
  const test = setUpCheckoutTest(options);
  unregister = test.unregister;
  return test;
}

function renderPayment(coupon?: string) {
  return render(
    <CardFieldsContext value={StandInCardFields}>
      <PaymentScreen coupon={coupon} />
    </CardFieldsContext>,
  );
}

const payButton = () => screen.findByRole<HTMLButtonElement>('button', { name: /^Pay \$/ });
/** The Pay button once it takes clicks again (after a failed submit the summary reloads first). */
async function enabledPayButton() {
  const button = await payButton();
  await vi.waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

async function payWithNewCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.click(await screen.findByRole('radio', { name: 'New card' }));
  const field = screen.getByLabelText('Card number (stand-in)');
  await user.clear(field);
  await user.type(field, number);
  await user.click(await payButton());
}

describe('PaymentScreen', () => {
  it('pays with the saved card: one order, the server total on the button, the cart announced, then thank you', async () => {
    const { api, navigator } = setUp();
    const announced = vi.fn();
    document.addEventListener(SHOWROOM_EVENTS.cartUpdated, announced);
    const user = userEvent.setup();
    renderPayment();

    const saved = await screen.findByRole<HTMLInputElement>('radio', {
      name: /^Saved card: Visa ending in 4242/,
    });
    expect(saved.checked).toBe(true);
    expect(saved.closest('label')?.textContent).toContain('4242');
    expect(saved.closest('label')?.textContent).toContain('Expires 12/28');
    const pay = await payButton();
    expect(pay.textContent).toBe('Pay $997.19');
    await user.click(pay);

    await vi.waitFor(() => expect(navigator).toHaveBeenCalledWith(`${ROUTE_PATHS.thankYou}?order=1042`));
    expect(api.charges()).toBe(1);
    expect(api.keysSent).toHaveLength(1);
    expect(announced).toHaveBeenCalled();
    expect(sessionStorage.getItem(PURCHASE_ATTEMPT_STORAGE_KEY)).toBeNull();
    document.removeEventListener(SHOWROOM_EVENTS.cartUpdated, announced);
  });

  it('pays with a new card through the card fields, sending only the token, with the coupon', async () => {
    const { api, navigator } = setUp();
    let body: unknown = null;
    const fetch = api.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'POST') body = await request.clone().json();
      return fetch(request);
    });
    const user = userEvent.setup();
    renderPayment(DEMO_COUPON);
    await user.click(await screen.findByRole('radio', { name: 'New card' }));
    await user.click(screen.getByRole('checkbox', { name: 'Save this card for next time' }));
    await payWithNewCard(user, '4242 4242 4242 4242');

    await vi.waitFor(() => expect(navigator).toHaveBeenCalled());
    expect(body).toEqual({
      showroom: expect.any(Number),
      coupon_code: DEMO_COUPON,
      payment: { card_token: 'tok_ok_4242', save_card: true },
    });
    expect(JSON.stringify(body)).not.toContain('4242 4242');
  });

  it("shows a decline's message by the card and stays; another card then pays under a new key", async () => {
    const { api, navigator, toasts } = setUp();
    notify.info('An older note of another widget');
    const user = userEvent.setup();
    renderPayment();
    await payWithNewCard(user, '4000 0000 0000 0002');

    const alert = await screen.findByText(DECLINED_MESSAGE, { selector: '.sr-checkout-alert' });
    expect(alert.getAttribute('role')).toBe('alert');
    // Keyboard and screen-reader users land on what went wrong, not on the Pay button.
    expect(alert.getAttribute('tabindex')).toBe('-1');
    await vi.waitFor(() => expect(document.activeElement).toBe(alert));
    expect(navigator).not.toHaveBeenCalled();
    expect(api.charges()).toBe(0);
    expect(toasts().map((toast) => toast.message)).toContain(DECLINED_MESSAGE);

    await payWithNewCard(user, '4242424242424242');
    await vi.waitFor(() => expect(navigator).toHaveBeenCalledWith(`${ROUTE_PATHS.thankYou}?order=1042`));
    expect(new Set(api.keysSent).size).toBe(2);
    // The decline's toast does not follow the homeowner to the thank-you screen; others stay.
    expect(toasts()).toEqual([{ type: 'info', message: 'An older note of another widget' }]);
  });

  it('focuses the message of a second decline too', async () => {
    setUp();
    const user = userEvent.setup();
    renderPayment();
    await payWithNewCard(user, '4000 0000 0000 0002');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe(DECLINED_MESSAGE));
    (document.activeElement as HTMLElement).blur();
    await payWithNewCard(user, '4000 0000 0000 0002');
    await vi.waitFor(() => expect(document.activeElement?.textContent).toBe(DECLINED_MESSAGE));
  });

  it('sends nothing while the card fields do not pass', async () => {
    const { api } = setUp();
    const user = userEvent.setup();
    renderPayment();
    await payWithNewCard(user, '4242');
    expect(api.keysSent).toEqual([]);
  });

  it('submits once however often Pay is pressed, and shows the progress', async () => {
    const { api, navigator } = setUp({ latencyMs: 50 });
    const user = userEvent.setup();
    renderPayment();
    const pay = await payButton();
    await Promise.all([user.click(pay), user.click(pay), user.click(pay)]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Paying…' }).disabled).toBe(true);
    await vi.waitFor(() => expect(api.charges()).toBe(1));
    expect(api.keysSent).toHaveLength(1);
    // The answer comes after the charge is counted: waited for, its thank-you is not the next test's.
    await vi.waitFor(() => expect(navigator).toHaveBeenCalledWith(`${ROUTE_PATHS.thankYou}?order=1042`));
  });

  it('after an unanswered submit, Pay re-sends the same key and body: one charge', async () => {
    const { api, navigator } = setUp({ placeFailure: 'network' });
    const user = userEvent.setup();
    renderPayment();
    await user.click(await payButton());
    const unconfirmed = await screen.findByText(/We could not confirm your payment/);
    await vi.waitFor(() => expect(document.activeElement).toBe(unconfirmed));
    const stored = JSON.parse(sessionStorage.getItem(PURCHASE_ATTEMPT_STORAGE_KEY) ?? 'null');
    expect(stored.request).toMatchObject({ payment: { saved_card: true } });

    api.state.placeFailure = undefined;
    await user.click(await enabledPayButton());
    await vi.waitFor(() => expect(api.keysSent).toEqual([stored.key]));
    await vi.waitFor(() => expect(navigator).toHaveBeenCalledWith(`${ROUTE_PATHS.thankYou}?order=1042`));
    expect(api.charges()).toBe(1);
  });

  it('after a reload, an attempt sent without an answer is offered again with the same key', async () => {
    const { api, navigator } = setUp();
    const request = { showroom: 1, coupon_code: null, payment: { saved_card: true } };
    sessionStorage.setItem(
      PURCHASE_ATTEMPT_STORAGE_KEY,
      JSON.stringify({ key: 'attempt-key-0123456789', cart: 'earlier', request }),
    );
    const user = userEvent.setup();
    renderPayment();
    expect(await screen.findByText(/Your last payment did not finish/)).toBeTruthy();
    await user.click(await payButton());
    await vi.waitFor(() => expect(navigator).toHaveBeenCalled());
    expect(api.keysSent).toEqual(['attempt-key-0123456789']);
  });

  it('sends the homeowner back to checkout when stock ran short; nothing is charged', async () => {
    const { api, navigator } = setUp({
      stockAtPayment: [{ line_id: 1, product_name: 'Carrara Porcelain', requested: 4, available: 1 }],
    });
    const user = userEvent.setup();
    renderPayment(DEMO_COUPON);
    await user.click(await payButton());
    await vi.waitFor(() =>
      expect(navigator).toHaveBeenCalledWith(`${ROUTE_PATHS.checkout}?coupon=${DEMO_COUPON}`),
    );
    expect(api.charges()).toBe(0);
  });

  it('offers only a new card when none is saved', async () => {
    setUp({ profile: { ...DEMO_CHECKOUT_PROFILE, payment_details: null } });
    renderPayment();
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'New card' })).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: /^Saved card: Visa ending in 4242/ })).toBeNull();
  });
});
