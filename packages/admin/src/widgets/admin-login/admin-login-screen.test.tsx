import { ROUTE_PATHS } from '@showroom/contract';
import type { AuthUser } from '@showroom/contract/account';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { authUser } from '@showroom/contract/testing';
import { session } from '@showroom/core';
import { isOtpVerified, markOtpVerified } from '@showroom/core/account';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type StubRoutes, setUpAdminTest, signInAs } from '../../testing/admin-test-setup.ts';
import { AdminGate } from '../admin-gate/admin-gate.tsx';
import { AdminLoginScreen } from './admin-login-screen.tsx';

let page: ReturnType<typeof setUpAdminTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

function answers(type: AuthUser['type'], validCodes = ['123456']): StubRoutes {
  return {
    'POST login': () => ({
      body: {
        success: true,
        message: '',
        data: {
          token: '7|an-admin-session-token',
          user: authUser({ id: 7, email: 'admin@showroom.test', type }),
        },
      },
    }),
    'POST logout': () => ({ body: { success: true, message: '' } }),
    'GET login/verify_otp': (_body, query) => {
      const otp = query.get('otp');
      if (otp === null)
        return { body: { success: true, message: ACCOUNT_MESSAGES.otpSent, data: { valid_otp: false } } };
      const valid = validCodes.includes(otp);
      return {
        body: {
          success: valid,
          message: valid ? ACCOUNT_MESSAGES.otpVerified : ACCOUNT_MESSAGES.otpInvalid,
          data: { valid_otp: valid },
        },
      };
    },
  };
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'admin@showroom.test');
  await user.type(screen.getByLabelText('Password'), 'Showroom!2026');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('AdminLoginScreen', () => {
  it('signs an admin in, mails a code, and goes to the console once the code is right', async () => {
    page = setUpAdminTest(answers('Admin'));
    // A cookie left by an earlier session does not let a new session skip the code.
    markOtpVerified();
    render(<AdminLoginScreen />);
    const user = await signIn();
    expect(await screen.findByText(ACCOUNT_MESSAGES.otpSent)).toBeTruthy();
    expect(isOtpVerified()).toBe(false);
    await user.type(screen.getByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await vi.waitFor(() => expect(page.navigator).toHaveBeenCalledWith(ROUTE_PATHS.adminHome));
    expect(isOtpVerified()).toBe(true);
    expect(page.requests.map((request) => `${request.route}${request.query}`)).toEqual([
      'POST login',
      'GET login/verify_otp',
      'GET login/verify_otp?otp=123456',
    ]);
  });

  it('keeps a wrong code in its field and says why; a short one is refused before any call', async () => {
    page = setUpAdminTest(answers('Admin'));
    render(<AdminLoginScreen />);
    const user = await signIn();
    const code = await screen.findByLabelText('Code');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The otp field must be 6 digits.')).toBeTruthy();
    await user.type(code, '0000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.otpInvalid)).toBeTruthy();
    expect((code as HTMLInputElement).value).toBe('120000');
    expect(page.navigator).not.toHaveBeenCalled();
    expect(isOtpVerified()).toBe(false);
  });

  it('refuses a contractor and ends the session it was given (the console is for admins)', async () => {
    page = setUpAdminTest(answers('Contractor'));
    render(<AdminLoginScreen />);
    await signIn();
    expect(await screen.findByText(ACCOUNT_MESSAGES.notAuthorized)).toBeTruthy();
    expect(session.isLoggedIn()).toBe(false);
    expect(page.requests.map((request) => request.route)).toEqual(['POST login', 'POST logout']);
  });
});

describe('AdminGate', () => {
  it('shows the screen to an admin past the OTP step', () => {
    page = setUpAdminTest({});
    signInAs('Admin');
    render(<AdminGate>the approvals</AdminGate>);
    expect(screen.getByText('the approvals')).toBeTruthy();
  });

  it('asks an admin who has not passed the OTP step for the code, in place', () => {
    page = setUpAdminTest({});
    signInAs('Admin', { otp: false });
    render(<AdminGate>the approvals</AdminGate>);
    expect(screen.queryByText('the approvals')).toBeNull();
    expect(screen.getByLabelText('Code')).toBeTruthy();
  });

  it('shows the sign-in to a signed-in vendor', () => {
    page = setUpAdminTest({});
    signInAs('Vendor');
    render(<AdminGate>the approvals</AdminGate>);
    expect(screen.queryByText('the approvals')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});
