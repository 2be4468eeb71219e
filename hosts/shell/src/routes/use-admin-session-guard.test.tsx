import { STORAGE_KEYS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { notify, session } from '@showroom/core';
import { clearOtpVerified, markOtpVerified } from '@showroom/core/account';
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminSessionGuard } from './use-admin-session-guard.ts';

const TOKEN = '1|abcdefghijklmnopqrstuvwxyz0123456789ABCD';
const admin = { id: 1, email: 'admin@showroom.test', type: 'Admin' };

function Probe({ path }: { path: string }) {
  useAdminSessionGuard(path);
  return null;
}

describe('admin session guard', () => {
  beforeEach(() => {
    localStorage.clear();
    clearOtpVerified();
    notify.store.setState({ toasts: [] });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ success: true, message: ACCOUNT_MESSAGES.loggedOut }))),
    );
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('signs an Admin without the otp_verify cookie out on /account', async () => {
    session.setSession({ token: TOKEN, user: admin });
    render(<Probe path="/account" />);
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull());
  });

  it('leaves the Admin signed in on Login, and everywhere once the OTP is verified', async () => {
    session.setSession({ token: TOKEN, user: admin });
    render(<Probe path="/login" />);
    markOtpVerified();
    render(<Probe path="/account" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(TOKEN);
  });

  it('never signs a homeowner out', async () => {
    session.setSession({ token: TOKEN, user: { ...admin, type: 'User' } });
    render(<Probe path="/account" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBe(TOKEN);
  });
});
