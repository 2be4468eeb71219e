import { ROUTE_PATHS } from '@showroom/contract';
import { WidgetRoot } from '@showroom/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpCartTest } from '../../testing/cart-test-setup.ts';
import { CartButton } from './cart-button.tsx';

let page: ReturnType<typeof setUpCartTest>;

function open(options: Parameters<typeof setUpCartTest>[0] = {}) {
  page = setUpCartTest(options);
  render(
    <WidgetRoot>
      <p>Pro's page</p>
      <CartButton />
    </WidgetRoot>,
  );
}

afterEach(() => {
  cleanup();
  page.unregister();
});

describe('cart button', () => {
  it("counts the visitor's items and opens the mini cart with lines, total, View cart and Checkout", async () => {
    open();
    const button = await screen.findByRole('button', { name: 'Cart, 6 items' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Your cart' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      'Carrara Porcelain2 × $48.00$96.00',
      'Oak Herringbone Plank3 × $62.50$187.50',
      // The faucet has two left: the mini cart says so (issue #22).
      'Brushed Nickel Faucet1 × $219.00Only 2 left$219.00',
    ]);
    expect(within(panel).getByText('$502.50')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe(
      `${location.origin}/showroom/cart?showroom=HOMEPRO1`,
    );
    await waitFor(() => expect(document.activeElement).toBe(within(panel).getByRole('heading')));
    await userEvent.click(within(panel).getByRole('link', { name: 'Checkout' }));
    expect(page.navigator).toHaveBeenCalledWith(`${ROUTE_PATHS.login}?redirect=%2Fcheckout`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on Escape, returning focus to the button, and on a click outside', async () => {
    open();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Cart, 6 items' });
    await user.click(button);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await screen.findByRole('dialog');
    await user.click(screen.getByText("Pro's page"));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an empty cart says so', async () => {
    open({ lines: [] });
    await userEvent.click(await screen.findByRole('button', { name: 'Cart, 0 items' }));
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
  });
});
