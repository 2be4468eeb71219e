import { MESSAGES } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { session } from '@showroom/core';
import { rememberSignIn } from '@showroom/core/account';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_HOMEOWNER, DEMO_PASSWORD, DEMO_TOKEN } from '../../testing/auth-api-stub.ts';
import { setUpAuthTest } from '../../testing/auth-test-setup.ts';
import { LoginScreen } from './login-screen.tsx';

let page: ReturnType<typeof setUpAuthTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

function renderLogin(options: Parameters<typeof setUpAuthTest>[0] = {}, redirect?: string) {
  page = setUpAuthTest(options);
  const user = userEvent.setup();
  render(<LoginScreen redirect={redirect} />);
  return user;
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');
const signInButton = () => screen.getByRole('button', { name: 'Sign In' });

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>, pass = DEMO_PASSWORD) {
  await user.type(email(), DEMO_HOMEOWNER.email);
  await user.type(password(), pass);
  await user.click(signInButton());
}

describe('LoginScreen', () => {
  it('offers the spec links: forgot password, sign up as a homeowner, continue shopping', () => {
    renderLogin();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Forgot your password?')).toMatch(/\/reset_password$/);
    expect(href('Sign up for free as a homeowner')).toMatch(/\/register$/);
    expect(href('Continue Shopping')).toMatch(/\/showroom\/$/);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeTruthy();
  });

  it('signs in and follows the redirect, showing the loading state meanwhile', async () => {
    const user = renderLogin({ latencyMs: 30 }, '/cart');
    await user.type(email(), DEMO_HOMEOWNER.email);
    await user.type(password(), DEMO_PASSWORD);
    await user.click(signInButton());
    expect(signInButton().getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(page.navigator).toHaveBeenCalledWith('/cart'));
    expect(page.navigator).toHaveBeenCalledTimes(1);
    expect(session.store.getState().token).toBe(DEMO_TOKEN);
    expect(page.api.requests[0]?.body).toEqual({ email: DEMO_HOMEOWNER.email, password: DEMO_PASSWORD });
  });

  it("shows the server's first message under the email, marked invalid, and focuses it", async () => {
    const user = renderLogin();
    await fillAndSubmit(user, 'wrong password');
    const message = await screen.findByText(ACCOUNT_MESSAGES.loginFailed);
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')).toBe(message.id);
    await waitFor(() => expect(document.activeElement).toBe(email()));
    expect(page.navigator).not.toHaveBeenCalled();
  });

  it('puts a 401 (some servers answer wrong credentials so) under the email with the contract message', async () => {
    const user = renderLogin();
    vi.stubGlobal('fetch', async () => Response.json({ message: MESSAGES.unauthenticated }, { status: 401 }));
    await fillAndSubmit(user, 'wrong password');
    await screen.findByText(ACCOUNT_MESSAGES.loginFailed);
    expect(email().getAttribute('aria-invalid')).toBe('true');
  });

  it('drops the server message once the field is edited', async () => {
    const user = renderLogin();
    await fillAndSubmit(user, 'wrong password');
    await screen.findByText(ACCOUNT_MESSAGES.loginFailed);
    await user.type(email(), 'x');
    expect(screen.queryByText(ACCOUNT_MESSAGES.loginFailed)).toBeNull();
  });

  it('asks for both fields before calling the server, focusing the first empty one', async () => {
    const user = renderLogin();
    await user.click(signInButton());
    expect(await screen.findByText('The email field is required.')).toBeTruthy();
    expect(screen.getByText('The password field is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(email()));
    expect(page.api.requests).toEqual([]);
  });

  it('prefills a remembered email and remembers it when asked, never the password', async () => {
    page = setUpAuthTest();
    rememberSignIn('old@example.com');
    const user = userEvent.setup();
    render(<LoginScreen />);
    expect((email() as HTMLInputElement).value).toBe('old@example.com');
    expect((screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(true);
    await user.clear(email());
    await fillAndSubmit(user);
    await waitFor(() => expect(page.navigator).toHaveBeenCalled());
    expect(document.cookie).toContain(`remember_email=${encodeURIComponent(DEMO_HOMEOWNER.email)}`);
    expect(document.cookie).not.toContain(DEMO_PASSWORD);
  });

  it('shows the pending-approval error and stays on the form for a pending account', async () => {
    const user = renderLogin({ user: { ...DEMO_HOMEOWNER, status: 'Pending' } });
    await fillAndSubmit(user);
    await waitFor(() =>
      expect(page.toasts()).toContainEqual({ type: 'error', message: ACCOUNT_MESSAGES.accountPending }),
    );
    expect(session.isLoggedIn()).toBe(false);
    expect(page.navigator).not.toHaveBeenCalled();
    expect(signInButton()).toBeTruthy();
  });

  it('sends a signed-in visitor to /account', () => {
    page = setUpAuthTest();
    session.setSession({ token: DEMO_TOKEN });
    render(<LoginScreen />);
    expect(page.navigator).toHaveBeenCalledWith('/account');
  });

  it('sends the visitor to /account when a session appears while on it', async () => {
    renderLogin();
    expect(page.navigator).not.toHaveBeenCalled();
    await act(async () => session.setSession({ token: DEMO_TOKEN }));
    expect(page.navigator).toHaveBeenCalledWith('/account');
  });

  it('signs in with Google through the sandbox identity', async () => {
    const user = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(page.navigator).toHaveBeenCalledWith('/'));
    expect(page.routes()).toEqual(['GET sociallogin/google/sandbox', 'POST sociallogin/google']);
  });

  it('shows a failed social sign-in on the progress bar only, with no message', async () => {
    const user = renderLogin({ socialFails: true });
    await user.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    const bar = await screen.findByRole('progressbar', { name: ACCOUNT_MESSAGES.socialSignInFailed });
    expect(bar.getAttribute('aria-invalid')).toBe('true');
    expect(page.toasts()).toEqual([]);
    expect(page.navigator).not.toHaveBeenCalled();
  });
});
