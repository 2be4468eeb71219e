import { ROUTE_PATHS, STORAGE_KEYS } from '@showroom/contract';
import { SHOWROOM_EVENTS } from '@showroom/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STUB_MESSAGES } from '../../testing/cart-api-stub.ts';
import { DEMO_LINES } from '../../testing/cart-fixtures.ts';
import { setUpCartTest, VISITOR_CART_ID } from '../../testing/cart-test-setup.ts';
import { CartPage } from './cart-page.tsx';

let page: ReturnType<typeof setUpCartTest>;

function open(options: Parameters<typeof setUpCartTest>[0] = {}) {
  page = setUpCartTest(options);
  history.replaceState(null, '', '/showroom/cart');
  render(<CartPage />);
}

afterEach(() => {
  cleanup();
  page.unregister();
  history.replaceState(null, '', '/');
});

const vendor = (name: string) => screen.findByRole('region', { name: `Sold by ${name}` });

describe('cart page', () => {
  it("groups a visitor's lines by vendor with their subtotals, and totals the cart", async () => {
    open({ shippingCharge: 15 });
    expect(screen.getByRole('status', { name: 'Loading your cart…' })).toBeTruthy();
    const daltile = await vendor('Daltile Supply Co.');
    const lines = within(daltile).getAllByRole('listitem');
    expect(lines.map((line) => within(line).getByRole('link').textContent)).toEqual([
      'Carrara Porcelain',
      'Oak Herringbone Plank',
    ]);
    expect(within(lines[0]!).getByText('Item size: 12" x 24", Straight Lay')).toBeTruthy();
    expect(within(lines[0]!).getByText(/Colour: White/)).toBeTruthy();
    expect(within(lines[0]!).getByTestId('price').textContent).toBe('$48.00 per Box$3.00 per sqft');
    expect(within(lines[0]!).getByText('$96.00')).toBeTruthy();
    expect(within(daltile).getByText('$283.50')).toBeTruthy();
    const moen = await vendor('Moen Direct');
    expect(within(moen).getByTestId('price').textContent).toBe('$219.00 per Piece');
    // Pieces have no area to cover.
    expect(within(moen).queryByText('Square feet to boxes')).toBeNull();
    expect(within(moen).queryByText(/left in stock/)).toBeNull();
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByText('$502.50')).toBeTruthy();
    expect(within(summary).getByText('$15.00')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('$517.50');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your cart (6 items)');
    expect(page.routes()).toEqual(['GET projectCart']);
    expect(page.api.requests[0]?.body).toEqual({ showroom: '7', temp_project_id: VISITOR_CART_ID });
  });

  it('a quantity change sends update_cart once it settles and shows the new line total', async () => {
    open();
    const user = userEvent.setup();
    const daltile = await vendor('Daltile Supply Co.');
    const heard: number[] = [];
    document.addEventListener(SHOWROOM_EVENTS.cartUpdated, (event) =>
      heard.push((event as CustomEvent<{ count: number }>).detail.count),
    );
    await user.click(within(daltile).getByRole('button', { name: 'Increase quantity of Carrara Porcelain' }));
    await waitFor(() => expect(within(daltile).getByText('$144.00')).toBeTruthy());
    const box = within(daltile).getByRole('textbox', { name: 'Quantity of Oak Herringbone Plank' });
    await user.clear(box);
    await user.type(box, '10{Enter}');
    await waitFor(() => expect(within(daltile).getByText('$625.00')).toBeTruthy());
    expect(
      page.api.requests
        .filter((request) => request.route === 'POST projectCart/update_cart')
        .map((r) => r.body),
    ).toEqual([
      { showroom: 7, temp_project_id: VISITOR_CART_ID, id: 11, qty: 3 },
      { showroom: 7, temp_project_id: VISITOR_CART_ID, id: 12, qty: 10 },
    ]);
    expect(page.toasts()).toContainEqual({ type: 'success', message: STUB_MESSAGES.updated });
    expect(heard.at(-1)).toBe(14);
  });

  it('a refused quantity puts the line back', async () => {
    open({ changeStatus: 422 });
    const user = userEvent.setup();
    const moen = await vendor('Moen Direct');
    await user.click(
      within(moen).getByRole('button', { name: 'Increase quantity of Brushed Nickel Faucet' }),
    );
    await waitFor(() =>
      expect(page.toasts()).toContainEqual({
        type: 'warning',
        message: 'The qty field must not be greater than 9999.',
      }),
    );
    expect(
      within(moen).getByRole<HTMLInputElement>('textbox', { name: 'Quantity of Brushed Nickel Faucet' })
        .value,
    ).toBe('1');
  });

  it('removes a line; a vendor left without lines goes, and removing the last line shows the empty cart', async () => {
    open();
    const user = userEvent.setup();
    await vendor('Moen Direct');
    await user.click(screen.getByRole('button', { name: 'Remove Brushed Nickel Faucet' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Sold by Moen Direct' })).toBeNull());
    expect(page.routes()).toContain('DELETE cart/destroy/13');
    expect(page.api.requests.at(-1)?.body).toEqual({ showroom: '7', temp_project_id: VISITOR_CART_ID });
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    await user.click(screen.getByRole('button', { name: 'Remove Carrara Porcelain' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Oak Herringbone Plank' }));
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(
      '/showroom/visualize/contractor/all',
    );
  });

  it('area to boxes on a Box line sets and saves that many boxes', async () => {
    open();
    const user = userEvent.setup();
    const daltile = await vendor('Daltile Supply Co.');
    const plank = within(daltile).getAllByRole('listitem')[1]!;
    await user.click(within(plank).getByText('Square feet to boxes'));
    // Herringbone starts at 15% waste: 200 sqft × 1.15 = 230 sqft → 12 boxes of 20 sqft at $62.50.
    expect(within(plank).getByRole<HTMLInputElement>('textbox', { name: 'Waste allowance (%)' }).value).toBe(
      '15',
    );
    await user.type(within(plank).getByRole('textbox', { name: 'Area to cover (sqft)' }), '200');
    expect(within(plank).getByRole('status').textContent).toBe(
      '12 boxes cover 240 sqft, 40 sqft left over, $750.00',
    );
    await user.click(within(plank).getByRole('button', { name: 'Use 12 boxes' }));
    await waitFor(() => expect(within(plank).getByText('$750.00', { selector: 'p' })).toBeTruthy());
    expect(page.api.requests.at(-1)?.body).toMatchObject({ id: 12, qty: 12 });
  });

  it('a visitor without a cart sees the empty cart and sends nothing', async () => {
    page = setUpCartTest({ lines: [] });
    localStorage.removeItem(STORAGE_KEYS.cartId);
    render(<CartPage />);
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(page.routes()).toEqual([]);
  });

  it('says when a line asks for more than is in stock', async () => {
    open({ lines: [{ ...DEMO_LINES[2]!, qty: 3 }] });
    expect(await screen.findByText('Only 2 left in stock.')).toBeTruthy();
  });

  it('plus stops at the stock of a line', async () => {
    open({ lines: [{ ...DEMO_LINES[2]!, qty: 1 }] });
    const plus = await screen.findByRole('button', { name: /^Increase quantity of / });
    await userEvent.click(plus);
    expect(plus).toHaveProperty('disabled', true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Quantity of / }).value).toBe('2');
  });

  it('links the room visualizer, with lines or none', async () => {
    open();
    await vendor('Moen Direct');
    expect(screen.getByRole('link', { name: 'Design your room in 3D' }).getAttribute('href')).toBe(
      '/showroom/visualize',
    );
    cleanup();
    page.unregister();
    open({ lines: [] });
    expect(await screen.findByText('Your cart is empty.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Design your room in 3D' })).toBeTruthy();
  });

  it('shows an error with a retry when the cart cannot be loaded', async () => {
    open({ loadStatus: 500 });
    expect(await screen.findByRole('alert')).toBeTruthy();
    page.api.state.loadStatus = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await vendor('Moen Direct')).toBeTruthy();
  });

  it('signed out, Checkout goes to Login with /checkout stored as the redirect', async () => {
    open();
    const checkout = await screen.findByRole('link', { name: 'Checkout' });
    expect(checkout.getAttribute('href')).toBe('/showroom/login?redirect=%2Fcheckout');
    await userEvent.click(checkout);
    expect(page.navigator).toHaveBeenCalledWith(`${ROUTE_PATHS.login}?redirect=%2Fcheckout`);
    expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBe(ROUTE_PATHS.checkout);
  });

  it('signed in, Checkout goes to /checkout', async () => {
    open({ signedIn: true });
    const checkout = await screen.findByRole('link', { name: 'Checkout' });
    expect(checkout.getAttribute('href')).toBe('/showroom/checkout');
    await userEvent.click(checkout);
    expect(page.navigator).toHaveBeenCalledWith(ROUTE_PATHS.checkout);
    expect(page.api.requests[0]?.body).toEqual({ showroom: '7' });
  });
});
