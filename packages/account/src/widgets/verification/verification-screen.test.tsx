import { MESSAGES } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { session } from '@showroom/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_HOMEOWNER, DEMO_TOKEN } from '../../testing/auth-api-stub.ts';
import { setUpAuthTest } from '../../testing/auth-test-setup.ts';
import { VerificationScreen } from './verification-screen.tsx';

let page: ReturnType<typeof setUpAuthTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const unverified = { ...DEMO_HOMEOWNER, email_verified_at: null };

describe('VerificationScreen', () => {
  it('names the inbox and resends the link', async () => {
    page = setUpAuthTest({ user: unverified });
    session.setSession({ token: DEMO_TOKEN, user: unverified });
    render(<VerificationScreen />);
    expect(screen.getByText(DEMO_HOMEOWNER.email)).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.verificationLinkSent);
    expect(page.routes()).toContain('GET email/resend');
  });

  it('says when the resend limit is reached, which the catalogue leaves silent', async () => {
    page = setUpAuthTest({ user: unverified });
    session.setSession({ token: DEMO_TOKEN, user: unverified });
    render(<VerificationScreen />);
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ message: MESSAGES.tooManyRequests }), {
          status: 429,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resend verification email' }));
    await waitFor(() =>
      expect(page.toasts()).toEqual([{ type: 'error', message: MESSAGES.tooManyRequests }]),
    );
  });

  it('lets a verified user through to the redirect, learning it from the server', async () => {
    page = setUpAuthTest();
    session.setSession({ token: DEMO_TOKEN, user: unverified });
    render(<VerificationScreen redirect="/checkout" />);
    await waitFor(() => expect(page.navigator).toHaveBeenCalledWith('/checkout'));
    expect(page.routes()).toEqual(['GET authuser']);
  });

  it('sends an already verified user home without a redirect', () => {
    page = setUpAuthTest();
    session.setSession({ token: DEMO_TOKEN, user: DEMO_HOMEOWNER });
    render(<VerificationScreen redirect="https://evil.example" />);
    expect(page.navigator).toHaveBeenCalledWith('/');
  });

  it('requires a session', () => {
    page = setUpAuthTest();
    render(<VerificationScreen />);
    expect(page.navigator).toHaveBeenCalledWith('/login?redirect=%2F');
  });
});
