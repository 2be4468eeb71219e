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
});
