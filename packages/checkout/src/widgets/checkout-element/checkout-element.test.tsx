import { ROUTE_PATHS, SHOWROOM_EVENTS } from '@showroom/contract';
import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { emitShowroomEvent, navigate, session } from '@showroom/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_COUPON } from '../../testing/checkout-api-stub.ts';
import { demoOrder } from '../../testing/checkout-fixtures.ts';
import { setUpCheckoutTest } from '../../testing/checkout-test-setup.ts';
import { CheckoutElement, checkoutStep } from './checkout-element.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Like an embed: no router registered, so navigate() sends the cancelable `showroom:navigate`. */
function setUpEmbedded(options: Parameters<typeof setUpCheckoutTest>[0] = {}) {
  const test = setUpCheckoutTest({ order: demoOrder(), ...options });
  test.unregister();
  return test;
}

describe('checkoutStep', () => {
  it.each([
    ['/checkout', ROUTE_PATHS.checkout],
    ['/checkout-payment?coupon=X', ROUTE_PATHS.checkoutPayment],
    ['/thankyou?order=3', ROUTE_PATHS.thankYou],
    ['/your_orders?order=3', null],
    ['/checkout/extra', null],
  ])('%s → %s', (path, step) => expect(checkoutStep(path)).toBe(step));
});

describe('CheckoutElement', () => {
  it('moves between its steps itself: a navigation to a checkout route is handled and cancelled', async () => {
    setUpEmbedded();
    render(<CheckoutElement />);
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 })).toBeTruthy();

    const outside = vi.fn();
    document.addEventListener(SHOWROOM_EVENTS.navigate, outside);
    act(() => navigate('/thankyou?order=1042'));
    expect(await screen.findByText('SR-001042')).toBeTruthy();
    expect(outside).not.toHaveBeenCalled();
    document.removeEventListener(SHOWROOM_EVENTS.navigate, outside);
  });

  it('leaves other routes to the page', () => {
    setUpEmbedded();
    render(<CheckoutElement />);
    const proceed = emitShowroomEvent(
      document,
      SHOWROOM_EVENTS.navigate,
      { path: '/your_orders', url: 'http://platform.test/showroom/your_orders' },
      { cancelable: true },
    );
    expect(proceed).toBe(true);
  });

  it('signed out, asks to sign in and continues with checkout once signed in', async () => {
    setUpEmbedded({ signedIn: false });
    render(<CheckoutElement />);
    expect(screen.getByText('Sign in to check out. Your cart stays as it is.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toContain(
      '/login?redirect=%2Fcheckout',
    );
    act(() => session.setSession({ token: '5|signed-in-token-value', user: null }));
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 })).toBeTruthy();
  });

  it('shows the step of its page attribute and follows it (a <showroom-store> routes the steps)', async () => {
    setUpEmbedded();
    const { rerender } = render(<CheckoutElement page="/checkout" />);
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 })).toBeTruthy();
    rerender(<CheckoutElement page="/thankyou?order=1042" />);
    expect(await screen.findByText('SR-001042')).toBeTruthy();
  });

  it('keeps the applied coupon and the step across a reload, as the shell keeps them in its address', async () => {
    setUpEmbedded();
    const user = userEvent.setup();
    const first = render(<CheckoutElement />);
    await user.type(await screen.findByLabelText('Coupon code'), DEMO_COUPON);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(`${DEMO_COUPON}: ${ORDER_MESSAGES.couponApplied}`);

    // A reload: the page and the element start again; this tab's storage stays.
    first.unmount();
    const second = render(<CheckoutElement />);
    expect(await screen.findByText(`${DEMO_COUPON}: ${ORDER_MESSAGES.couponApplied}`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment', level: 1 })).toBeTruthy();

    second.unmount();
    render(<CheckoutElement />);
    expect(await screen.findByRole('heading', { name: 'Payment', level: 1 })).toBeTruthy();
    expect(await screen.findByText(`Discount (${DEMO_COUPON})`)).toBeTruthy();
  });

  it('does not bring back an old order’s thank-you step on the next visit', async () => {
    setUpEmbedded();
    const first = render(<CheckoutElement />);
    act(() => navigate('/thankyou?order=1042'));
    expect(await screen.findByText('SR-001042')).toBeTruthy();
    first.unmount();
    render(<CheckoutElement />);
    expect(await screen.findByRole('heading', { name: 'Checkout', level: 1 })).toBeTruthy();
  });
});
