import { ROUTE_PATHS } from '@showroom/contract';
import { ADDRESS_MESSAGES } from '@showroom/contract/account';
import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { emitShowroomEvent, SHOWROOM_EVENTS, showroomSelection } from '@showroom/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPPED_COUPON, DEMO_COUPON } from '../../testing/checkout-api-stub.ts';
import { setUpCheckoutTest } from '../../testing/checkout-test-setup.ts';
import { CheckoutScreen } from './checkout-screen.tsx';

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

const total = () => screen.getByRole('complementary', { name: 'Order total' });
/** A row of the totals, by its term (e.g. "Shipping"): the term and the amount as one text. */
const line = (term: string) =>
  within(total()).getByText(term, { selector: 'dt' }).closest('div') as HTMLElement;

describe('CheckoutScreen', () => {
  it('loads the profile with the checkout flag and shows the address, the order per vendor and the totals', async () => {
    const { api } = setUp();
    render(<CheckoutScreen />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();

    expect(await screen.findByText(/500 Brannan St, Unit 4B/)).toBeTruthy();
    expect(api.requests).toContain('GET /api/profile?checkout=1');
    expect(api.requests.some((request) => request.startsWith('GET /api/checkout/summary?showroom='))).toBe(
      true,
    );
    const tile = screen.getByRole('region', { name: 'Sold by Daltile Supply Co.' });
    expect(within(tile).getByText('Carrara Porcelain')).toBeTruthy();
    const carrara = within(tile).getByText('Carrara Porcelain').closest('li') as HTMLElement;
    expect(within(carrara).getByTestId('price').textContent).toBe('$52.50 per Box$3.28 per sqft');
    expect(within(carrara).getByText('Item size: 12" x 24", Straight Lay')).toBeTruthy();
    expect(within(carrara).getByText('Daltile · White')).toBeTruthy();
    expect(within(carrara).getByText('Quantity: 4')).toBeTruthy();
    expect(carrara.querySelector('img')?.getAttribute('src')).toMatch(/\/product\/[^/]+\/thumb\.svg$/);
    const vanity = screen.getByRole('region', { name: 'Sold by Bathworks Direct' });
    expect(within(vanity).getByText('Oak Vanity 36"').closest('li')?.textContent).toContain('$649.00');
    expect(line('Subtotal').textContent).toBe('Subtotal$895.00');
    expect(line('Shipping').textContent).toBe('Shipping$25.00');
    // The server's tax, with its rate and state.
    expect(line('Tax (8.625% CA)').textContent).toBe('Tax (8.625% CA)$77.19');
    expect(line('Total').textContent).toBe('Total$997.19');
  });

  it('applies a coupon: the summary is asked again with the code and shows the discount; a wrong code says why', async () => {
    const { api } = setUp();
    const user = userEvent.setup();
    render(<CheckoutScreen />);
    const code = await screen.findByLabelText('Coupon code');

    await user.type(code, 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(ORDER_MESSAGES.couponUnknown)).toBeTruthy();
    expect(api.requests.at(-1)).toContain('coupon_code=NOPE');

    await user.clear(code);
    await user.type(code, DEMO_COUPON.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(`${DEMO_COUPON}: ${ORDER_MESSAGES.couponApplied}`)).toBeTruthy();
    expect(line(`Discount (${DEMO_COUPON})`).textContent).toBe(`Discount (${DEMO_COUPON})−$89.50`);
    expect(line('Total').textContent).toBe('Total$899.97');
  });

  it("says when the showroom's markup limits a coupon, and by how much", async () => {
    setUp();
    const user = userEvent.setup();
    render(<CheckoutScreen />);
    await user.type(await screen.findByLabelText('Coupon code'), CAPPED_COUPON);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        `${CAPPED_COUPON}: ${ORDER_MESSAGES.couponApplied} This coupon is limited to the showroom's markup: $12.40 off instead of $20.00.`,
      ),
    ).toBeTruthy();
    expect(line(`Discount (${CAPPED_COUPON})`).textContent).toBe(`Discount (${CAPPED_COUPON})−$12.40`);
  });

  it('asks to correct a saved address outside the US rule before paying, instead of taxing it at 0%', async () => {
    const { DEMO_CHECKOUT_PROFILE } = await import('../../testing/checkout-fixtures.ts');
    setUp({
      addressProblem: ADDRESS_MESSAGES.savedAddressInvalid,
      profile: {
        ...DEMO_CHECKOUT_PROFILE,
        shipping_address: { ...DEMO_CHECKOUT_PROFILE.shipping_address!, state: 'Calif' },
      },
    });
    const user = userEvent.setup();
    render(<CheckoutScreen />);
    expect((await screen.findAllByText(ADDRESS_MESSAGES.savedAddressInvalid)).length).toBeGreaterThan(0);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue to payment' }).disabled).toBe(
      true,
    );
    const state = screen.getByLabelText<HTMLSelectElement>('State');
    expect(state.value).toBe('');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The state field must be one of the 50 US states or DC.')).toBeTruthy();
    await user.selectOptions(state, 'CA');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(/San Francisco, CA 94107/)).toBeTruthy();
    await vi.waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue to payment' }).disabled).toBe(
        false,
      ),
    );
  });

  it('continues to payment with the applied coupon in the address', async () => {
    const { navigator } = setUp();
    const user = userEvent.setup();
    render(<CheckoutScreen coupon={DEMO_COUPON} />);
    await screen.findByText(`${DEMO_COUPON}: ${ORDER_MESSAGES.couponApplied}`);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(navigator).toHaveBeenCalledWith(`${ROUTE_PATHS.checkoutPayment}?coupon=${DEMO_COUPON}`);
  });

  it('edits the address with the checkout flag; the new shipping charge and tax come from the server', async () => {
    const { api } = setUp();
    const user = userEvent.setup();
    let sent: unknown = null;
    const fetch = api.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method === 'PUT') sent = await request.clone().json();
      return fetch(request);
    });
    render(<CheckoutScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit address' }));
    await user.selectOptions(screen.getByLabelText('State'), 'NV');
    const zip = screen.getByLabelText('Zip code');
    await user.clear(zip);
    await user.type(zip, '89501');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText(/San Francisco, NV 89501/)).toBeTruthy();
    expect(sent).toMatchObject({ state: 'NV', zip_code: '89501', checkout: 1 });
    await vi.waitFor(() => expect(line('Shipping').textContent).toBe('Shipping$60.00'));
    expect(api.requests.filter((request) => request.startsWith('GET /api/checkout/summary'))).toHaveLength(2);
  });

  it('asks for an address first when none is saved, and offers no payment until then', async () => {
    setUp({
      profile: {
        ...(await import('../../testing/checkout-fixtures.ts')).DEMO_CHECKOUT_PROFILE,
        shipping_address: null,
      },
    });
    render(<CheckoutScreen />);
    expect(await screen.findByRole('button', { name: 'Save address' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue to payment' }).disabled).toBe(
      true,
    );
    expect(screen.getByText('Add your shipping address to continue.')).toBeTruthy();
  });

  it('marks the lines short of stock with how many remain, and blocks payment', async () => {
    setUp({ stockProblems: [{ line_id: 1, product_name: 'Carrara Porcelain', requested: 4, available: 2 }] });
    render(<CheckoutScreen />);
    const problem = await screen.findByText('Only 2 left: lower the quantity in your cart to continue.');
    expect(problem.closest('li')?.textContent).toContain('Carrara Porcelain');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Continue to payment' }).disabled).toBe(
      true,
    );
    expect(screen.getAllByText(ORDER_MESSAGES.stockShort).length).toBeGreaterThan(0);
  });

  it('shows the empty cart with a real link to the cart', async () => {
    setUp({ lines: [] });
    render(<CheckoutScreen />);
    expect(await screen.findByText(ORDER_MESSAGES.cartEmpty)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your cart' }).getAttribute('href')).toMatch(
      /\/showroom\/cart$|\/cart/,
    );
  });

  it('offers a retry when the summary cannot be loaded', async () => {
    const { api } = setUp({ fail: { summary: 500 } });
    const user = userEvent.setup();
    render(<CheckoutScreen />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    api.state.fail = {};
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Order summary')).toBeTruthy();
  });

  it('asks for the summary again when the cart is announced as changed (e.g. joined at sign-in)', async () => {
    const { api } = setUp({ lines: [] });
    render(<CheckoutScreen />);
    expect(await screen.findByText(ORDER_MESSAGES.cartEmpty)).toBeTruthy();
    api.state.lines = undefined;
    act(() => {
      emitShowroomEvent(document, SHOWROOM_EVENTS.cartUpdated, {});
    });
    expect(await screen.findByText('Order summary')).toBeTruthy();
  });

  it('asks for a showroom when none is chosen', async () => {
    setUp();
    showroomSelection.clear();
    render(<CheckoutScreen />);
    expect(await screen.findByText('Choose a showroom to shop in before checking out.')).toBeTruthy();
  });
});
