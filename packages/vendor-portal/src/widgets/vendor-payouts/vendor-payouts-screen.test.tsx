import { VENDOR_PAYOUT_TEXTS, type VendorPayout, type VendorPayoutItem } from '@showroom/contract/orders';
import { BANK_ACCOUNT_TEXTS } from '@showroom/contract/pro';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  paid_cents: 0,
  state: 'payable',
};
const PAYOUT: VendorPayout = {
  id: 5,
  amount_cents: 2200,
  state: 'paid',
  bank_last4: '6789',
  created_at: '2026-11-02T09:00:00.000Z',
  paid_at: '2026-11-02T09:00:01.000Z',
  lines: [
    { order_item_id: 71, order_number: 'SR-AAAA1111', product_name: 'Slate tile', amount_cents: 3000 },
    { order_item_id: 72, order_number: 'SR-BBBB2222', product_name: 'Grout', amount_cents: -800 },
  ],
};
const answer = (items: VendorPayoutItem[], payouts: VendorPayout[] = []) => ({
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
      bank_account: null,
      payouts,
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

  it('lists each payout with its date, amount and items, a return after payment as a negative line', async () => {
    page = setUpPortalTest({ 'GET vendor/payouts': () => answer([ITEM], [PAYOUT]) });
    signInAs();
    render(<VendorPayoutsScreen />);
    const row = (await screen.findByText('•••• 6789')).closest('tr')!;
    expect(within(row).getByText('$22.00')).toBeTruthy();
    expect(within(row).getByText('Paid')).toBeTruthy();
    expect(within(row).getByText('11.02.2026')).toBeTruthy();
    expect(within(row).getByText('SR-AAAA1111').closest('li')?.textContent).toBe(
      'SR-AAAA1111 Slate tile: $30.00',
    );
    expect(within(row).getByText('SR-BBBB2222').closest('li')?.textContent).toBe(
      'SR-BBBB2222 Grout: returned, -$8.00',
    );
    expect(screen.queryByText(VENDOR_PAYOUT_TEXTS.noPayouts)).toBeNull();
  });

  it('asks for payout details, saves them through the gateway call and shows only the last four', async () => {
    page = setUpPortalTest({
      'GET vendor/payouts': () => answer([]),
      'PUT vendor/payouts/bank_account': () => ({
        body: {
          success: true,
          message: BANK_ACCOUNT_TEXTS.bankSaved,
          data: { account_holder: 'Summit Supply', bank_name: 'Sandbox Test Bank', last4: '6789' },
        },
      }),
    });
    signInAs();
    const user = userEvent.setup();
    render(<VendorPayoutsScreen />);
    expect(await screen.findByText(BANK_ACCOUNT_TEXTS.noBankAccount)).toBeTruthy();
    expect(screen.getByText(VENDOR_PAYOUT_TEXTS.noPayouts)).toBeTruthy();
    await user.type(screen.getByLabelText('Account holder'), 'Summit Supply');
    await user.type(screen.getByLabelText(/Routing number/), '110000000');
    await user.type(screen.getByLabelText('Account number'), '000123456789');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect((await screen.findByTestId('bank-account')).textContent).toBe(
      'Sandbox Test Bank •••• 6789 (Summit Supply)',
    );
    expect(
      page.requests.find((request) => request.route === 'PUT vendor/payouts/bank_account')?.body,
    ).toEqual({
      account_holder: 'Summit Supply',
      routing_number: '110000000',
      account_number: '000123456789',
    });
    expect((screen.getByLabelText('Account number') as HTMLInputElement).value).toBe('');
  }, 20_000);
});
