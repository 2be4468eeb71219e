import { ROUTE_PATHS } from '@showroom/contract';
import type { AuthUser } from '@showroom/contract/account';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { authUser } from '@showroom/contract/testing';
import { session } from '@showroom/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpPortalTest } from '../../testing/portal-test-setup.ts';
import { RouteScreen } from '../route-screen/route-screen.tsx';
import { VendorLoginScreen } from './vendor-login-screen.tsx';

let page: ReturnType<typeof setUpPortalTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

function loginAnswers(type: AuthUser['type'], status: AuthUser['status'] = 'Active') {
  return {
    'POST login': () => ({
      body: {
        success: true,
        message: '',
        data: {
          token: '61|a-portal-session-token',
          user: authUser({ id: 61, email: 'vendor@showroom.test', type, status }),
        },
      },
    }),
    'POST logout': () => ({ body: { success: true, message: '' } }),
  };
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'vendor@showroom.test');
  await user.type(screen.getByLabelText('Password'), 'Showroom!2026');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('VendorLoginScreen', () => {
  it('signs a vendor in to the portal’s home', async () => {
    page = setUpPortalTest(loginAnswers('Vendor'));
    render(<VendorLoginScreen />);
    await signIn();
    await vi.waitFor(() => expect(page.navigator).toHaveBeenCalledWith(ROUTE_PATHS.vendorPortal));
    expect(session.isLoggedIn()).toBe(true);
  });

  it('refuses a contractor and ends the session it was given (the portal is for vendors)', async () => {
    page = setUpPortalTest(loginAnswers('Contractor'));
    render(<VendorLoginScreen />);
    await signIn();
    expect(await screen.findByText(ACCOUNT_MESSAGES.notAuthorized)).toBeTruthy();
    expect(session.isLoggedIn()).toBe(false);
    expect(page.requests.map((request) => request.route)).toEqual(['POST login', 'POST logout']);
    expect(page.navigator).not.toHaveBeenCalled();
  });

  it('shows a portal screen opened signed out once the vendor signs in there, on the same address', async () => {
    page = setUpPortalTest(loginAnswers('Vendor'));
    render(<RouteScreen route={ROUTE_PATHS.vendorPayouts} />);
    await signIn();
    // The screen is a lazily loaded chunk: on a busy two-core machine its first import outlasts the default 1 s.
    expect(await screen.findByRole('navigation', { name: 'Vendor portal' }, { timeout: 5_000 })).toBeTruthy();
    expect(page.navigator).not.toHaveBeenCalled();
  });
});
