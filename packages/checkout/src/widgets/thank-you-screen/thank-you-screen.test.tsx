import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { productPictureUrl } from '@showroom/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoOrder } from '../../testing/checkout-fixtures.ts';
import { setUpCheckoutTest } from '../../testing/checkout-test-setup.ts';
import { ThankYouScreen } from './thank-you-screen.tsx';

let unregister: () => void = () => {};
afterEach(() => {
  cleanup();
  unregister();
  vi.unstubAllGlobals();
});

function setUp(options: Parameters<typeof setUpCheckoutTest>[0] = {}) {
  const test = setUpCheckoutTest({ order: demoOrder(), ...options });
  unregister = test.unregister;
  return test;
}

describe('ThankYouScreen', () => {
  it('shows the order: number, items per vendor, totals, the card and what happens next', async () => {
    const { api } = setUp();
    render(<ThankYouScreen orderId="1042" />);
    expect(await screen.findByText(ORDER_MESSAGES.orderPlaced)).toBeTruthy();
    expect(api.requests).toContain('GET /api/orders/1042');
    expect(screen.getByText('SR-001042')).toBeTruthy();
    const vanity = screen.getByRole('region', { name: 'Sold by Bathworks Direct' });
    expect(within(vanity).getByText('Oak Vanity 36"')).toBeTruthy();
    expect(within(vanity).getByText(/1 × \$649\.00 per Piece · Pending Approval/)).toBeTruthy();
    const vanityItem = demoOrder()
      .vendors_items.flatMap((group) => group.items)
      .find((item) => item.product_name === 'Oak Vanity 36"');
    expect(vanity.querySelector('img')?.getAttribute('src')).toBe(
      productPictureUrl({ hash: vanityItem?.product_hash ?? '', photo: vanityItem?.product_photo ?? null }),
    );
    const total = screen.getByRole('complementary', { name: 'Order total' });
    expect(total.textContent).toContain('Total$997.19');
    expect(total.textContent).toContain('•••• ending in 4242');
    const next = screen.getByRole('region', { name: 'What happens next' });
    expect(next.textContent).toContain('within 48 hours');
    expect(next.textContent).toContain('1-3 weeks');
    expect(next.textContent).toContain('within 60 minutes');
    expect(screen.getByRole('link', { name: 'View in your orders' }).getAttribute('href')).toContain(
      '/your_orders?order=1042',
    );
  });

  it('cancels after confirming, then shows the refunded state', async () => {
    const { toasts } = setUp();
    const user = userEvent.setup();
    render(<ThankYouScreen orderId="1042" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));

    expect(await screen.findByText('Order cancelled')).toBeTruthy();
    expect(screen.getByText(/Your payment was refunded/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.getByText(/Refunded to/)).toBeTruthy();
    expect(toasts()).toContainEqual({ type: 'success', message: ORDER_MESSAGES.orderCancelled });
  });

  it('keeps the order when the homeowner changes their mind', async () => {
    const { api } = setUp();
    const user = userEvent.setup();
    render(<ThankYouScreen orderId="1042" />);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep order' }));
    expect(api.requests.some((request) => request.startsWith('POST'))).toBe(false);
    expect(screen.getByText(ORDER_MESSAGES.orderPlaced)).toBeTruthy();
  });

  it('offers no cancel once the window has passed', async () => {
    setUp({ order: { ...demoOrder(), can_cancel: false } });
    render(<ThankYouScreen orderId="1042" />);
    await screen.findByText(ORDER_MESSAGES.orderPlaced);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('says so for a missing or malformed order number, without asking the server', async () => {
    const { api } = setUp();
    render(<ThankYouScreen orderId="12abc" />);
    expect(screen.getByText('We could not find this order.')).toBeTruthy();
    expect(api.requests).toEqual([]);
  });

  it('offers a retry when the order cannot be loaded', async () => {
    setUp({ fail: { order: 500 } });
    render(<ThankYouScreen orderId="1042" />);
    expect(await screen.findByText('This order could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
