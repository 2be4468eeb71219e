import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { session } from '@showroom/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TOKEN } from '../../testing/auth-api-stub.ts';
import { setUpAuthTest } from '../../testing/auth-test-setup.ts';
import { ChangePasswordScreen } from './change-password-screen.tsx';

let page: ReturnType<typeof setUpAuthTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

function renderSignedIn() {
  page = setUpAuthTest();
  session.setSession({ token: DEMO_TOKEN });
  render(<ChangePasswordScreen />);
  return userEvent.setup();
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function change(user: ReturnType<typeof userEvent.setup>, current: string) {
  await user.type(input('Current password'), current);
  await user.type(input('New password'), 'brand new password');
  await user.type(input('Confirm new password'), 'brand new password');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordScreen', () => {
  it('changes the password, confirms it and empties the form', async () => {
    const user = renderSignedIn();
    await change(user, DEMO_PASSWORD);
    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.passwordChanged);
    expect(page.toasts()).toEqual([{ type: 'success', message: ACCOUNT_MESSAGES.passwordChanged }]);
    expect(input('Current password').value).toBe('');
    expect(page.api.requests[0]?.body).toEqual({
      current_password: DEMO_PASSWORD,
      password: 'brand new password',
      password_confirmation: 'brand new password',
    });
  });

  it('shows a wrong current password under its field and focuses it', async () => {
    const user = renderSignedIn();
    await change(user, 'not my password');
    expect(await screen.findByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeTruthy();
    expect(input('Current password').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(input('Current password')));
    expect(input('New password').value).toBe('brand new password');
  });

  it('checks the new password before asking the server', async () => {
    const user = renderSignedIn();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The current password field is required.')).toBeTruthy();
    expect(page.api.requests).toEqual([]);
  });

  it('sends a signed-out visitor to Login with this page as the redirect', () => {
    page = setUpAuthTest();
    render(<ChangePasswordScreen />);
    expect(page.navigator).toHaveBeenCalledWith('/login?redirect=%2F');
    expect(screen.queryByRole('button', { name: 'Change password' })).toBeNull();
  });
});
