import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { configureApi, notify, session } from '@showroom/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShippingAddressForm } from './shipping-address-form.tsx';

const ADDRESS = {
  street: '500 Brannan St',
  apartment: null,
  city: 'San Francisco',
  state: 'CA',
  zip_code: '94107',
};
/** What the form sends for ADDRESS: an empty apartment is left out. */
const { apartment: _none, ...SENT } = ADDRESS;
let sent: unknown[] = [];

beforeEach(() => {
  sent = [];
  configureApi({ baseUrl: 'http://platform.test/api' });
  session.setSession({ token: '5|signed-in-token-value', user: null });
  notify.store.setState({ toasts: [] });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push(await request.json());
    const body = { success: true, message: ACCOUNT_MESSAGES.profileUpdated, data: { shipping_charge: 42 } };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function save(props: { checkout?: boolean }) {
  const onSaved = vi.fn();
  const user = userEvent.setup();
  render(<ShippingAddressForm address={ADDRESS} shippingCharge={0} onSaved={onSaved} {...props} />);
  await user.click(screen.getByRole('button', { name: 'Save address' }));
  await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
  return onSaved;
}

describe('ShippingAddressForm', () => {
  it("sends the checkout flag at checkout and hands back the server's shipping charge", async () => {
    const onSaved = await save({ checkout: true });
    expect(sent).toEqual([{ ...SENT, checkout: 1 }]);
    expect(onSaved).toHaveBeenCalledWith({ shipping_address: ADDRESS, shipping_charge: 42 });
  });

  it('sends the address alone from My Account', async () => {
    await save({});
    expect(sent).toEqual([SENT]);
  });

  it('offers the 50 states and DC by name and refuses a ZIP code of another state before sending', async () => {
    const user = userEvent.setup();
    render(<ShippingAddressForm address={ADDRESS} shippingCharge={0} onSaved={vi.fn()} />);
    const state = screen.getByLabelText<HTMLSelectElement>('State');
    expect(state.options).toHaveLength(52);
    expect(state.value).toBe('CA');
    expect(screen.getByRole<HTMLOptionElement>('option', { name: 'District of Columbia' }).value).toBe('DC');
    expect(screen.queryByRole('option', { name: 'Puerto Rico' })).toBeNull();

    await user.selectOptions(state, 'TX');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('94107 is not a ZIP code of Texas.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Zip code'));
    expect(sent).toEqual([]);
  });

  it('shows a saved state outside the list as not chosen, and asks for one', async () => {
    const user = userEvent.setup();
    render(
      <ShippingAddressForm address={{ ...ADDRESS, state: 'Calif' }} shippingCharge={0} onSaved={vi.fn()} />,
    );
    expect(screen.getByLabelText<HTMLSelectElement>('State').value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('The state field must be one of the 50 US states or DC.')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
