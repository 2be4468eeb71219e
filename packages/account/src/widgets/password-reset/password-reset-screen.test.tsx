import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { VALID_LINK_TOKEN } from '../../testing/auth-api-stub.ts';
import { setUpAuthTest } from '../../testing/auth-test-setup.ts';
import { PasswordResetScreen } from './password-reset-screen.tsx';

let page: ReturnType<typeof setUpAuthTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

function renderScreen(token?: string, email = 'ann@example.com') {
  page = setUpAuthTest();
  render(<PasswordResetScreen token={token} email={email} />);
  return userEvent.setup();
}

async function choose(user: ReturnType<typeof userEvent.setup>, password: string, confirmation = password) {
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Save new password' }));
}

describe('PasswordResetScreen', () => {
  it('prefills the email of the link and resets the password with its token', async () => {
    const user = renderScreen(VALID_LINK_TOKEN);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ann@example.com');
    await choose(user, 'a new password');
    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.passwordResetDone);
    expect(page.api.requests[0]?.body).toEqual({
      token: VALID_LINK_TOKEN,
      email: 'ann@example.com',
      password: 'a new password',
      password_confirmation: 'a new password',
    });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(page.navigator).toHaveBeenCalledWith('/login');
  });

  it('checks length and confirmation before asking the server', async () => {
    const user = renderScreen(VALID_LINK_TOKEN);
    await choose(user, 'short', 'other');
    expect(await screen.findByText('The password field must be at least 8 characters.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('New password')));
    await user.clear(screen.getByLabelText('New password'));
    await user.type(screen.getByLabelText('New password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('The password field confirmation does not match.')).toBeTruthy();
    expect(page.api.requests).toEqual([]);
  });

  it('says an expired link is invalid and offers a new one', async () => {
    const user = renderScreen('expired-token');
    await choose(user, 'a new password');
    expect((await screen.findByRole('alert')).textContent).toContain(
      ACCOUNT_MESSAGES.passwordResetTokenInvalid,
    );
    expect(screen.getAllByRole('link', { name: 'Request a new link' }).length).toBeGreaterThan(0);
  });

  it('says so at once when the address has no token', () => {
    renderScreen(undefined);
    expect(screen.getByRole('alert').textContent).toContain(ACCOUNT_MESSAGES.passwordResetTokenInvalid);
    expect((screen.getByRole('button', { name: 'Save new password' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });
});
