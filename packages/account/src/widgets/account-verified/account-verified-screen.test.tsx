import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { session } from '@showroom/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_HOMEOWNER, DEMO_TOKEN } from '../../testing/auth-api-stub.ts';
import { setUpAuthTest } from '../../testing/auth-test-setup.ts';
import { AccountVerifiedScreen } from './account-verified-screen.tsx';

let page: ReturnType<typeof setUpAuthTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('AccountVerifiedScreen', () => {
  it('confirms a verified account and leads to My Account', async () => {
    page = setUpAuthTest();
    session.setSession({ token: DEMO_TOKEN, user: DEMO_HOMEOWNER });
    render(<AccountVerifiedScreen />);
    expect(screen.getByRole('status').textContent).toBe(ACCOUNT_MESSAGES.emailVerified);
    expect(href('Go to My Account')).toMatch(/\/account$/);
    await waitFor(() => expect(page.routes()).toEqual(['GET authuser']));
  });

  it('sends a not yet verified account to the verification screen', () => {
    page = setUpAuthTest({ user: { ...DEMO_HOMEOWNER, email_verified_at: null } });
    session.setSession({ token: DEMO_TOKEN, user: { ...DEMO_HOMEOWNER, email_verified_at: null } });
    render(<AccountVerifiedScreen />);
    expect(screen.getByRole('heading', { name: 'Email not verified yet' })).toBeTruthy();
    expect(href('Resend or check again')).toMatch(/\/verifiction$/);
  });

  it('asks a signed-out visitor to sign in, claiming nothing', () => {
    page = setUpAuthTest();
    render(<AccountVerifiedScreen />);
    expect(screen.queryByText(ACCOUNT_MESSAGES.emailVerified)).toBeNull();
    expect(href('Sign In')).toMatch(/\/login\?redirect=%2Faccount_verify$/);
  });
});
