import type { VendorPayoutItem } from '@showroom/contract/orders';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpPortalTest, signInAs } from '../../testing/portal-test-setup.ts';
import { VendorPayoutsScreen } from './vendor-payouts-screen.tsx';

let page: ReturnType<typeof setUpPortalTest>;
afterEach(() => {
  cleanup();
  page.unregister();
  vi.restoreAllMocks();
});

const ITEM: VendorPayoutItem = {
  order_item_id: 70,
  order_id: 7,
  order_number: 'SR-7K3M9Q2T',
  product_name: 'Oak plank',
  qty: 3,
  status: 'Delivered',
  delivered_at: '2026-10-01T10:00:00.000Z',
  payable_at: '2026-10-31T10:00:00.000Z',
  amount_cents: 3000,
  state: 'payable',
};
const answer = (items: VendorPayoutItem[]) => ({
  body: {
    success: true,
    message: '',
    data: {
      totals: {
        available_cents: 3000,
        pending_cents: 1250,
        held_cents: 0,
        next_available_at: '2026-12-01T10:00:00.000Z',
      },
      items: {
        current_page: 1,
        data: items,
        first_page_url: 'x',
        from: items.length ? 1 : null,
        last_page: 1,
        last_page_url: 'x',
        links: [],
        next_page_url: null,
        path: 'x',
        per_page: 10,
        prev_page_url: null,
        to: items.length || null,
        total: items.length,
      },
    },
  },
});

describe('VendorPayoutsScreen', () => {
  it('shows what is payable now, pending and held, and each delivered item', async () => {
    page = setUpPortalTest({ 'GET vendor/payouts': () => answer([ITEM]) });
    signInAs();
    render(<VendorPayoutsScreen />);
    const payable = (await screen.findByText('Payable now')).closest('div')!;
    expect(within(payable).getByText('$30.00')).toBeTruthy();
    expect(within(screen.getByText('Pending').closest('div')!).getByText('$12.50')).toBeTruthy();
    const row = screen.getByText('Oak plank × 3').closest('tr')!;
    expect(within(row).getByText('Payable')).toBeTruthy();
    expect(within(row).getByText('$30.00')).toBeTruthy();
  });

  it('says when nothing was delivered yet, and offers a retry when the list cannot load', async () => {
    let fail = true;
    page = setUpPortalTest({
      'GET vendor/payouts': () => (fail ? { status: 500, body: { message: 'Server Error' } } : answer([])),
    });
    signInAs();
    render(<VendorPayoutsScreen />);
    const retry = await screen.findAllByRole('button', { name: 'Try again' });
    fail = false;
    retry[0]!.click();
    expect(await screen.findByText('No item of yours has been delivered yet.')).toBeTruthy();
  });
});
