import { STORAGE_KEYS } from '@showroom/contract';
import { AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AI_TOKEN, aiUserOf, ok, renderAiPage, setUpAiTest } from '../../testing/design-ai-test-setup.tsx';

let page: ReturnType<typeof setUpAiTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const LAZY_SCREEN_MS = 5_000;

describe('AI design’s sign-in and sign-up', () => {
  it('signs in with AI design’s own account and goes back to redirect_to', async () => {
    page = setUpAiTest({
      'POST AI/design': () => ok({ user: aiUserOf(), token: AI_TOKEN }, 'Welcome back to AI design.'),
    });
    const { go } = renderAiPage('/design-ai/login?redirect_to=%2Fdesign-ai%3Frequest%3D4');
    await userEvent.type(
      await screen.findByLabelText(T.email, {}, { timeout: LAZY_SCREEN_MS }),
      'dana@example.test',
    );
    await userEvent.type(screen.getByLabelText(T.password), 'Showroom!2026');
    await userEvent.click(screen.getByRole('button', { name: T.signIn }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/design-ai?request=4'));
    expect(page.requests[0]?.body).toEqual({
      action: 'login',
      email: 'dana@example.test',
      password: 'Showroom!2026',
    });
    expect(localStorage.getItem(STORAGE_KEYS.aiAuthToken)).toContain(AI_TOKEN);
    // The shopping session is not AI design's: nothing was stored under it.
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('shows the server’s refusal under its field, and never follows a redirect_to out of AI design', async () => {
    page = setUpAiTest({
      'POST AI/design': () => ({
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { email: ['These credentials do not match our records.'] },
        },
      }),
    });
    const { go } = renderAiPage('/design-ai/login?redirect_to=%2F%2Fevil.test');
    await userEvent.type(
      await screen.findByLabelText(T.email, {}, { timeout: LAZY_SCREEN_MS }),
      'dana@example.test',
    );
    await userEvent.type(screen.getByLabelText(T.password), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: T.signIn }));
    expect(await screen.findByText('These credentials do not match our records.')).toBeTruthy();
    expect(screen.getByLabelText(T.email).getAttribute('aria-invalid')).toBe('true');
    expect(go).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.aiAuthToken)).toBeNull();
  });

  it('checks the sign-up before sending it, then creates the account and opens the home', async () => {
    page = setUpAiTest({
      'POST AI/design': () =>
        ok({ user: aiUserOf({ email_verified: false }), token: AI_TOKEN }, 'Welcome to AI design.'),
    });
    const { go } = renderAiPage('/design-ai/singup');
    await userEvent.type(await screen.findByLabelText(T.name, {}, { timeout: LAZY_SCREEN_MS }), 'Dana Reyes');
    await userEvent.type(screen.getByLabelText(T.email), 'dana@example.test');
    await userEvent.type(screen.getByLabelText(T.password), 'Showroom!2026');
    await userEvent.type(screen.getByLabelText(T.passwordConfirmation), 'Showroom!2027');
    await userEvent.click(screen.getByRole('button', { name: T.signUp }));
    expect(await screen.findByText('The password field confirmation does not match.')).toBeTruthy();
    expect(page.requests).toEqual([]);
    await userEvent.clear(screen.getByLabelText(T.passwordConfirmation));
    await userEvent.type(screen.getByLabelText(T.passwordConfirmation), 'Showroom!2026');
    await userEvent.click(screen.getByRole('button', { name: T.signUp }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/design-ai'));
    expect(page.requests[0]?.body).toMatchObject({ action: 'register', name: 'Dana Reyes' });
  });
});
