import { MESSAGES } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { session } from '@showroom/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_HOMEOWNER, DEMO_TOKEN, linkToken, VALID_LINK_TOKEN } from '../../testing/auth-api-stub.ts';
import { setUpAuthTest } from '../../testing/auth-test-setup.ts';
import { VerifyEmailScreen } from './verify-email-screen.tsx';

let page: ReturnType<typeof setUpAuthTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

describe('VerifyEmailScreen', () => {
  it('verifies once, even under StrictMode, and refreshes the signed-in user', async () => {
    const unverified = { ...DEMO_HOMEOWNER, email_verified_at: null };
    page = setUpAuthTest({ user: unverified });
    session.setSession({ token: DEMO_TOKEN, user: unverified });
    render(
      <StrictMode>
        <VerifyEmailScreen token={VALID_LINK_TOKEN} />
      </StrictMode>,
    );
    expect((await screen.findByRole('heading', { name: 'Email verified' })).textContent).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(ACCOUNT_MESSAGES.emailVerified);
    // One verification; the signed-in user is then reloaded (the answer names no user).
    expect(page.routes()).toEqual([`GET email/verify/${VALID_LINK_TOKEN}`, 'GET authuser']);
    expect(session.store.getState().user?.email_verified_at).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Account' })).toBeTruthy();
  });

  it('verifies a signed-out visitor too, then offers Sign In', async () => {
    page = setUpAuthTest();
    render(<VerifyEmailScreen token={linkToken('signed-out')} />);
    expect(await screen.findByRole('heading', { name: 'Email verified' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('says plainly that an invalid link does not work and resends one when signed in', async () => {
    page = setUpAuthTest();
    session.setSession({ token: DEMO_TOKEN, user: DEMO_HOMEOWNER });
    render(<VerifyEmailScreen token="expired-link" />);
    expect((await screen.findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.verificationLinkInvalid);
    expect(page.toasts()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send a new link' }));
    expect((await screen.findByRole('status')).textContent).toBe(ACCOUNT_MESSAGES.verificationLinkSent);
  });

  it('offers a new link through Sign In when signed out', async () => {
    page = setUpAuthTest();
    render(<VerifyEmailScreen token="expired-link-2" />);
    const link = await screen.findByRole('link', { name: 'Sign in to get a new link' });
    expect(link.getAttribute('href')).toMatch(/\/login\?redirect=%2Fverifiction$/);
  });

  it('lets the visitor try again when the server was not reached', async () => {
    page = setUpAuthTest();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const offline = vi.fn(async () => Promise.reject(new TypeError('offline')));
    vi.stubGlobal('fetch', offline);
    render(<VerifyEmailScreen token="token-while-offline" />);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.serverErrorFallback);
    vi.stubGlobal('fetch', page.api.fetch);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.verificationLinkInvalid)).toBeTruthy();
  });
});
