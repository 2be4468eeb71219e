import { MESSAGES } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpAuthTest } from '../../testing/auth-test-setup.ts';
import { ResetPasswordScreen } from './reset-password-screen.tsx';

let page: ReturnType<typeof setUpAuthTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

function renderScreen() {
  page = setUpAuthTest();
  render(<ResetPasswordScreen />);
  return userEvent.setup();
}

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('ResetPasswordScreen', () => {
  it('asks for a link and shows the neutral message', async () => {
    const user = renderScreen();
    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.passwordResetLinkSent);
    expect(page.api.requests).toEqual([
      { route: 'POST password/email', body: { email: 'someone@example.com' } },
    ]);
    expect(page.toasts()).toEqual([]);
  });

  it('shows the same message when the server fails, revealing nothing', async () => {
    const user = renderScreen();
    vi.stubGlobal('fetch', async () => json({ message: 'No such user.' }, 404));
    await user.type(screen.getByLabelText('Email'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.passwordResetLinkSent);
    expect(page.toasts()).toEqual([]);
  });

  it('checks the address before asking, and says when the limit is reached', async () => {
    const user = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('The email field is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Email')));
    expect(page.api.requests).toEqual([]);

    vi.stubGlobal('fetch', async () => json({ message: MESSAGES.tooManyRequests }, 429));
    await user.type(screen.getByLabelText('Email'), 'someone@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.tooManyRequests);
  });

  it('links back to Sign In', () => {
    renderScreen();
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toMatch(/\/login$/);
  });
});
