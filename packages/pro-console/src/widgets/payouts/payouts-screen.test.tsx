import { PAYOUT_TEXTS, type PayoutSetup } from '@showroom/contract/pro';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubAnswer, setUpConsoleTest, signInAs } from '../../testing/console-test-setup.ts';
import { PayoutsScreen } from './payouts-screen.tsx';

let page: ReturnType<typeof setUpConsoleTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const SETUP: PayoutSetup = {
  bank_account: null,
  balances: {
    pending_cents: 30_000,
    available_cents: 12_550,
    next_available_at: '2026-12-15T18:00:00.000Z',
    negative_due_at: null,
  },
  payouts: [
    {
      id: 3,
      amount_cents: 4_000,
      state: 'paid',
      bank_last4: '6789',
      created_at: '2026-11-02T18:00:00.000Z',
      paid_at: '2026-11-02T18:00:00.000Z',
    },
  ],
};

function renderScreen(setup: PayoutSetup, save?: (body: unknown) => StubAnswer) {
  page = setUpConsoleTest({
    'GET pro/payout_setup': () => ({ body: { success: true, message: '', data: setup } }),
    ...(save && { 'PUT pro/payout_setup/bank_account': save }),
  });
  signInAs();
  render(<PayoutsScreen />);
  return userEvent.setup();
}

describe('PayoutsScreen', () => {
  it('shows the balances with the spec’s help texts and the payout history', async () => {
    renderScreen(SETUP);
    expect((await screen.findByTestId('pending-balance')).textContent).toBe('$300.00');
    expect(screen.getByTestId('available-balance').textContent).toBe('$125.50');
    expect(screen.getByText(new RegExp(PAYOUT_TEXTS.pendingHelp))).toBeTruthy();
    expect(screen.getByText(PAYOUT_TEXTS.negativeHelp)).toBeTruthy();
    expect(screen.getByRole('cell', { name: '$40.00' })).toBeTruthy();
    expect(screen.getByText(PAYOUT_TEXTS.noBankAccount)).toBeTruthy();
  });

  it('warns of a negative balance and its due date', async () => {
    renderScreen({
      ...SETUP,
      balances: { ...SETUP.balances, available_cents: -900, negative_due_at: '2026-12-10T18:00:00.000Z' },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${PAYOUT_TEXTS.negativeHelp} Due on 12.10.2026.`,
    );
  });

  it('checks the numbers before sending, then saves and shows only the last four', async () => {
    const user = renderScreen(SETUP, () => ({
      body: {
        success: true,
        message: PAYOUT_TEXTS.bankSaved,
        data: {
          ...SETUP,
          bank_account: { account_holder: 'Jo Pro', bank_name: 'Sandbox Test Bank', last4: '6789' },
        },
      },
    }));
    await user.type(await screen.findByLabelText('Account holder'), 'Jo Pro');
    await user.type(screen.getByLabelText(/Routing number/), '110000001');
    await user.type(screen.getByLabelText('Account number'), '000123456789');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText(PAYOUT_TEXTS.routingInvalid)).toBeTruthy();
    expect(page.requests.filter((request) => request.route.startsWith('PUT'))).toEqual([]);
    const routing = screen.getByLabelText(/Routing number/) as HTMLInputElement;
    expect(routing.value).toBe('110000001');
    await user.clear(routing);
    await user.type(routing, '110000000');
    await user.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect((await screen.findByTestId('bank-account')).textContent).toBe(
      'Sandbox Test Bank •••• 6789 (Jo Pro)',
    );
    await vi.waitFor(() =>
      expect(page.toasts()).toContainEqual({ type: 'success', message: PAYOUT_TEXTS.bankSaved }),
    );
    expect((screen.getByLabelText('Account number') as HTMLInputElement).value).toBe('');
  }, 20_000);
});
