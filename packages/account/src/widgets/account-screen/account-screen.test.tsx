import { MESSAGES } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { configureApi, fieldErrors, notify, session, setNavigator } from '@showroom/core';
import { notifications } from '@showroom/core/account';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AccountApi, type AccountApiOptions, createAccountApi } from '../../testing/account-api-stub.ts';
import { DEMO_ACCOUNT_PROFILE } from '../../testing/account-fixtures.ts';
import { AccountScreen } from './account-screen.tsx';

let server: AccountApi;

function serve(options: AccountApiOptions = {}) {
  server = createAccountApi(options);
  vi.stubGlobal('fetch', server.fetch);
}

const toasts = () => notify.store.getState().toasts.map(({ type, message }) => ({ type, message }));

beforeEach(() => {
  localStorage.clear();
  configureApi({ baseUrl: 'http://platform.test/api' });
  session.setSession({ token: '5|signed-in-token-value', user: null });
  notifications.stop();
  notifications.reset();
  notify.store.setState({ toasts: [] });
  fieldErrors.clear();
  serve();
});

afterEach(() => {
  cleanup();
  notifications.stop();
  vi.unstubAllGlobals();
});

describe('AccountScreen', () => {
  it('shows a loading skeleton, then the profile with the phone as (xxx) xxx-xxxx', async () => {
    render(<AccountScreen />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');

    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Hannah Homeowner')).toBeTruthy();
    expect(within(profile).getByText('homeowner@showroom.test')).toBeTruthy();
    expect(within(profile).getByText('+1 (415) 555-0123')).toBeTruthy();
    expect(within(profile).getByText('94107')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'My Account', level: 1 })).toBeTruthy();
    expect(server.requests).toContain('GET /api/profile');
  });

  it('shows the saved card masked: brand, last four and expiry, never the number', async () => {
    const { container } = render(<AccountScreen />);
    const payment = await screen.findByRole('region', { name: 'Payment details' });
    expect(payment.textContent).toContain('Visa');
    expect(payment.textContent).toContain('4242');
    expect(payment.textContent).toContain('Expires 12/28');
    // A card number is 12+ digits; nothing that long may appear, spaced or not.
    expect(container.textContent?.replace(/[\s•*-]/g, '')).not.toMatch(/\d{12,}/);
    expect(container.textContent).not.toContain(DEMO_ACCOUNT_PROFILE.payment_details?.card_number);
  });

  it('says so when no card is saved', async () => {
    serve({ profile: { ...DEMO_ACCOUNT_PROFILE, payment_details: null } });
    render(<AccountScreen />);
    expect(await screen.findByText(ACCOUNT_MESSAGES.noSavedCard)).toBeTruthy();
  });

  it('saves the shipping address, shows the server message and the new shipping charge in USD', async () => {
    serve({ shippingCharge: 24.5 });
    const user = userEvent.setup();
    render(<AccountScreen />);
    const street = await screen.findByLabelText<HTMLInputElement>('Street');
    expect(street.value).toBe('500 Brannan St');
    expect(screen.getByText('$0.00')).toBeTruthy();

    await user.clear(street);
    await user.type(street, '1 Ferry Building');
    await user.clear(screen.getByLabelText('Apartment, suite (optional)'));
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    await vi.waitFor(() =>
      expect(toasts()).toEqual([{ type: 'success', message: ACCOUNT_MESSAGES.profileUpdated }]),
    );
    expect(server.state.profile.shipping_address).toEqual({
      street: '1 Ferry Building',
      city: 'San Francisco',
      state: 'CA',
      zip_code: '94107',
      apartment: null,
    });
    expect(screen.getByText('$24.50')).toBeTruthy();
  });

  it('checks required fields before sending, with the contract messages', async () => {
    const user = userEvent.setup();
    render(<AccountScreen />);
    const city = await screen.findByLabelText('City');
    await user.clear(city);
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(screen.getByText('The city field is required.')).toBeTruthy();
    expect(city.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(city);
    expect(server.requests.filter((request) => request.startsWith('PUT'))).toEqual([]);
  });

  it("shows the server's field errors under their fields and keeps what was typed", async () => {
    serve({ serverFieldErrors: { zip_code: ['We do not ship to this zip code.', 'Second message.'] } });
    const user = userEvent.setup();
    render(<AccountScreen />);
    const street = await screen.findByLabelText<HTMLInputElement>('Street');
    await user.clear(street);
    await user.type(street, '77 Unshippable Way');
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    const zip = screen.getByLabelText('Zip code');
    await vi.waitFor(() => expect(zip.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('We do not ship to this zip code.')).toBeTruthy();
    expect(screen.queryByText('Second message.')).toBeNull();
    expect(toasts()).toEqual([{ type: 'warning', message: MESSAGES.invalidReplaced }]);
    expect(street.value).toBe('77 Unshippable Way');
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    serve({ profileStatus: 500 });
    const user = userEvent.setup();
    render(<AccountScreen />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ACCOUNT_MESSAGES.accountLoadFailed);

    delete server.state.profileStatus;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Profile' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('links to Change password and to Notifications with the unread count', async () => {
    const navigator = vi.fn();
    const unregister = setNavigator(navigator);
    const user = userEvent.setup();
    render(<AccountScreen />);
    const links = screen.getByRole('navigation', { name: 'Account' });
    const notificationsLink = within(links).getByRole('link', { name: /Notifications/ });
    await vi.waitFor(() => expect(notificationsLink.textContent).toBe('Notifications3 unread'));
    expect(notificationsLink.getAttribute('href')).toMatch(/\/showroom\/notification$/);

    await user.click(within(links).getByRole('link', { name: 'Change password' }));
    expect(navigator).toHaveBeenCalledWith('/change_password');
    unregister();
  });
});

describe('displayed amounts', () => {
  it('keeps the shipping charge of the profile as USD with two decimals', async () => {
    serve({ profile: { ...DEMO_ACCOUNT_PROFILE, shipping_charge: 1234.5 } });
    render(<AccountScreen />);
    expect(await screen.findByText('$1,234.50')).toBeTruthy();
  });
});
