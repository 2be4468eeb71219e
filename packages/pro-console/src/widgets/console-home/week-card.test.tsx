import type { ProWeek } from '@showroom/contract/pro';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpConsoleTest, signInAs } from '../../testing/console-test-setup.ts';
import { WeekCard } from './week-card.tsx';

let page: ReturnType<typeof setUpConsoleTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const zero = {
  embed_visits: 0,
  shell_visits: 0,
  product_views: 0,
  carts: 0,
  orders: 0,
  revenue: 0,
  profit: 0,
  leads: 0,
};
const WEEK: ProWeek = {
  days: Array.from({ length: 7 }, (_, index) => ({ ...zero, day: `2026-11-2${index + 3}` })),
  totals: {
    embed_visits: 12,
    shell_visits: 5,
    product_views: 40,
    carts: 3,
    orders: 2,
    revenue: 1250.5,
    profit: -4,
    leads: 6,
  },
};

describe('WeekCard', () => {
  it('shows the week’s figures, money in dollars', async () => {
    page = setUpConsoleTest({ 'GET pro/week': () => ({ body: { success: true, message: '', data: WEEK } }) });
    signInAs();
    render(<WeekCard />);
    const figure = async (label: string) => (await screen.findByText(label)).nextElementSibling?.textContent;
    expect(await figure('Visits to your embeds')).toBe('12');
    expect(await figure('Visits to your showroom')).toBe('5');
    expect(await figure('Products viewed')).toBe('40');
    expect(await figure('Revenue')).toBe('$1,250.50');
    expect(await figure('Your profit')).toBe('-$4.00');
    expect(await figure('Leads')).toBe('6');
  });

  it('offers Try again when the week could not be loaded', async () => {
    let fail = true;
    page = setUpConsoleTest({
      'GET pro/week': () =>
        fail ? { status: 500, body: { message: 'x' } } : { body: { success: true, message: '', data: WEEK } },
    });
    signInAs();
    render(<WeekCard />);
    const user = userEvent.setup();
    await screen.findByText('Your week could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Carts started')).toBeTruthy();
  });
});
