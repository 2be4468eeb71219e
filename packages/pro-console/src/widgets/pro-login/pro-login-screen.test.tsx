import { ROUTE_PATHS } from '@showroom/contract';
import type { AuthUser } from '@showroom/contract/account';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { authUser } from '@showroom/contract/testing';
import { session } from '@showroom/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpConsoleTest } from '../../testing/console-test-setup.ts';
import { ProLoginScreen } from './pro-login-screen.tsx';

let page: ReturnType<typeof setUpConsoleTest>;
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
          token: '52|a-console-session-token',
          user: authUser({ id: 52, email: 'pro@showroom.test', type, status }),
        },
      },
    }),
    'POST logout': () => ({ body: { success: true, message: '' } }),
  };
}

async function signIn() {
  render(<ProLoginScreen />);
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'pro@showroom.test');
  await user.type(screen.getByLabelText('Password'), 'Showroom!2026');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('ProLoginScreen', () => {
  it('signs a contractor in to the console', async () => {
    page = setUpConsoleTest(loginAnswers('Contractor'));
    await signIn();
    await vi.waitFor(() => expect(page.navigator).toHaveBeenCalledWith(ROUTE_PATHS.proConsole));
    expect(session.isLoggedIn()).toBe(true);
  });

  it('refuses a homeowner and ends the session it was given (the console is for pros)', async () => {
    page = setUpConsoleTest(loginAnswers('User'));
    await signIn();
    expect(await screen.findByText(ACCOUNT_MESSAGES.notAuthorized)).toBeTruthy();
    expect(session.isLoggedIn()).toBe(false);
    expect(page.requests.map((request) => request.route)).toEqual(['POST login', 'POST logout']);
    expect(page.navigator).not.toHaveBeenCalled();
  });

  it('tells a pro still waiting for approval so', async () => {
    page = setUpConsoleTest(loginAnswers('Designer', 'Pending'));
    await signIn();
    expect(await screen.findByText(ACCOUNT_MESSAGES.accountPending)).toBeTruthy();
    expect(session.isLoggedIn()).toBe(false);
  });
});
