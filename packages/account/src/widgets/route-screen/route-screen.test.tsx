import { configureNavigation } from '@showroom/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_HOMEOWNER, DEMO_PASSWORD, linkToken } from '../../testing/auth-api-stub.ts';
import { setUpAuthTest } from '../../testing/auth-test-setup.ts';
import { RouteScreen } from './route-screen.tsx';

let page: ReturnType<typeof setUpAuthTest>;
afterEach(() => {
  cleanup();
  page.unregister();
  history.replaceState(null, '', '/');
});

function at(address: string, route: string) {
  page = setUpAuthTest();
  configureNavigation({ shellUrl: `${location.origin}/showroom` });
  history.replaceState(null, '', `/showroom${address}`);
  render(<RouteScreen route={route} />);
}

describe('RouteScreen', () => {
  it('renders the sign-in screen for /login, with the redirect from the address', async () => {
    at('/login?redirect=%2Fcheckout', '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), DEMO_HOMEOWNER.email);
    await user.type(screen.getByLabelText('Password'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(page.navigator).toHaveBeenCalledWith('/checkout'));
  });

  it.each([
    ['/register', '/register', 'Create your account'],
    ['/reset_password', '/reset_password', 'Reset your password'],
    ['/password_reset?token=t&email=a%40b.co', '/password_reset', 'Choose a new password'],
    ['/account_verify', '/account_verify', 'Email verification'],
  ])('renders %s', async (address, route, heading) => {
    at(address, route);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });

  it('passes the hash of /verify/:hash and the query of /password_reset', async () => {
    at(`/verify/${linkToken('route')}`, '/verify/:hash');
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeTruthy();
    cleanup();
    at('/password_reset?token=t&email=a%40b.co', '/password_reset');
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('a@b.co');
  });

  it('renders /your_orders: signed out, the order FAQ and a way to sign in', async () => {
    at('/your_orders?order=42', '/your_orders');
    expect(await screen.findByRole('heading', { name: 'Your Orders' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy();
  });
});
