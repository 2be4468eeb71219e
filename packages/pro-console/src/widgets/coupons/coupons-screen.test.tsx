import { formatMessage } from '@showroom/contract';
import { COUPON_MESSAGES, type ProCoupon } from '@showroom/contract/pro';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpConsoleTest, signInAs } from '../../testing/console-test-setup.ts';
import { CouponsScreen } from './coupons-screen.tsx';

let page: ReturnType<typeof setUpConsoleTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const EVERGREEN: ProCoupon = {
  id: 2,
  code: 'EVERGREEN25',
  discount_type: 'amount',
  discount_value: 25,
  expires_at: null,
  max_uses: 50,
  max_uses_per_customer: 1,
  active: true,
  uses: 3,
  discount_total: 61.4,
  created_at: '2026-11-01T10:00:00.000Z',
};
const MARKUP = 10;

function renderScreen() {
  page = setUpConsoleTest({
    'GET pro/coupons': () => ({ body: { success: true, message: '', data: { data: [EVERGREEN] } } }),
    'POST pro/coupons': (body) => {
      const coupon = body as ProCoupon;
      if (coupon.discount_type === 'percent' && coupon.discount_value > MARKUP) {
        const message = formatMessage(COUPON_MESSAGES.aboveMarkup, { markup: MARKUP });
        return { status: 422, body: { message, errors: { discount_value: [message] } } };
      }
      return {
        body: {
          success: true,
          message: COUPON_MESSAGES.created,
          data: {
            ...EVERGREEN,
            ...coupon,
            id: 7,
            code: coupon.code.toUpperCase(),
            uses: 0,
            discount_total: 0,
          },
        },
      };
    },
    'PUT pro/coupons/2': (body) => ({
      body: { success: true, message: COUPON_MESSAGES.saved, data: { ...EVERGREEN, ...(body as object) } },
    }),
  });
  signInAs();
  render(<CouponsScreen />);
  return userEvent.setup();
}

describe('CouponsScreen', () => {
  it('lists each code with how often it was used and what it cost', async () => {
    renderScreen();
    const row = await screen.findByRole('row', { name: /EVERGREEN25/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual(['$25.00 off', 'never', '50 / 1', '3', '$61.40', 'Active']);
  });

  it('shows the reason a percent above the markup is refused, keeping what was typed', async () => {
    const user = renderScreen();
    await user.type(await screen.findByLabelText('Code'), 'spring');
    await user.type(screen.getByLabelText('Percent off'), '15');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    const reason = formatMessage(COUPON_MESSAGES.aboveMarkup, { markup: MARKUP });
    expect((await screen.findAllByText(reason)).length).toBeGreaterThan(0);
    expect((screen.getByLabelText('Code') as HTMLInputElement).value).toBe('spring');
    expect((screen.getByLabelText('Percent off') as HTMLInputElement).value).toBe('15');
  });

  it('creates a code within the markup and lists it first', async () => {
    const user = renderScreen();
    await user.type(await screen.findByLabelText('Code'), 'spring');
    await user.type(screen.getByLabelText('Percent off'), '5');
    await user.type(screen.getByLabelText('Uses in total'), '100');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    await vi.waitFor(() =>
      expect(page.toasts()).toContainEqual({ type: 'success', message: COUPON_MESSAGES.created }),
    );
    const sent = page.requests.find((request) => request.route === 'POST pro/coupons')?.body;
    expect(sent).toEqual({
      code: 'spring',
      discount_type: 'percent',
      discount_value: 5,
      expires_at: null,
      max_uses: 100,
      max_uses_per_customer: 1,
      active: true,
    });
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]?.textContent).toContain('SPRING');
  });

  it('checks the form before sending: a code with spaces and no discount', async () => {
    const user = renderScreen();
    await user.type(await screen.findByLabelText('Code'), 'no spaces');
    await user.click(screen.getByRole('button', { name: 'Create coupon' }));
    expect(await screen.findByText(COUPON_MESSAGES.codeInvalid)).toBeTruthy();
    expect(page.requests.some((request) => request.route === 'POST pro/coupons')).toBe(false);
  });

  it('deactivates a code with one button', async () => {
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Deactivate EVERGREEN25' }));
    await vi.waitFor(() =>
      expect(page.toasts()).toContainEqual({ type: 'success', message: COUPON_MESSAGES.deactivated }),
    );
    expect(page.requests.find((request) => request.route === 'PUT pro/coupons/2')?.body).toMatchObject({
      active: false,
      discount_type: 'amount',
      discount_value: 25,
    });
    expect(await screen.findByRole('button', { name: 'Activate EVERGREEN25' })).toBeTruthy();
  });
});
