import { ROUTE_PATHS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
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

function loginAnswers(type: string, status = 'Active') {
  return {
    'POST login': () => ({
      body: {
        success: true,
        message: '',
        data: {
          token: '52|a-console-session-token',
          user: {
            id: 52,
            email: 'pro@showroom.test',
            type,
            status,
            first_name: 'Sam',
            last_name: 'Pro',
            email_verified_at: '2026-01-01T00:00:00Z',
            country_code: '+1',
            phone_number: null,
            zip_code: null,
            total_projects: 0,
            custom_addon: null,
            latest_subscription: null,
            shop_profile: null,
          },
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
