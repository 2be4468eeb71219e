import { STORAGE_KEYS } from '@showroom/contract';
import { AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  AI_TOKEN,
  aiUserOf,
  MAIN_TOKEN,
  noRequests,
  ok,
  renderAiPage,
  setUpAiTest,
  storeAiSession,
} from '../../testing/design-ai-test-setup.tsx';

let page: ReturnType<typeof setUpAiTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

/** The home is a lazily loaded chunk: its first import can outlast the default 1 s on a busy machine. */
const LAZY_SCREEN_MS = 5_000;

describe('AI design’s gate', () => {
  it('sends a visitor without an AI session to its own sign-in, coming back to the page', async () => {
    page = setUpAiTest({});
    const { go } = renderAiPage('/design-ai?request=4');
    await waitFor(() =>
      expect(go).toHaveBeenCalledWith('/design-ai/login?redirect_to=%2Fdesign-ai%3Frequest%3D4'),
    );
    expect(page.requests).toEqual([]);
  });

  it('loads the AI user with the AI token and shows the home with the balance', async () => {
    page = setUpAiTest({
      'GET AI/get_user': () => ok(aiUserOf({ credits: 40 })),
      'GET AI/designs': noRequests,
    });
    storeAiSession();
    const { go } = renderAiPage('/design-ai');
    expect(
      await screen.findByRole('heading', { name: T.formTitle }, { timeout: LAZY_SCREEN_MS }),
    ).toBeTruthy();
    expect(screen.getByLabelText(`${T.creditsLabel}: 40 credits`)).toBeTruthy();
    expect(page.headers[0]?.get('AuthorizationAI')).toBe(`Bearer ${AI_TOKEN}`);
    expect(go).not.toHaveBeenCalled();
  });

  it('§8: a refused AI user load removes the AI token alone; the shopping session stays', async () => {
    page = setUpAiTest({ 'GET AI/get_user': () => ({ status: 401, body: { message: 'Unauthenticated.' } }) });
    storeAiSession({ main: true });
    const { go } = renderAiPage('/design-ai');
    await waitFor(() => expect(go).toHaveBeenCalledWith('/design-ai/login?redirect_to=%2Fdesign-ai'));
    expect(localStorage.getItem(STORAGE_KEYS.aiAuthToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toContain(MAIN_TOKEN);
    // Not the platform's sign-in: the shell's navigator never heard of /login.
    expect(page.navigator).not.toHaveBeenCalled();
  });

  it('keeps the AI token when the AI user could not be reached, with Try again', async () => {
    page = setUpAiTest({});
    storeAiSession();
    const failing = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new TypeError('offline'));
    renderAiPage('/design-ai');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining(T.loadFailed),
    );
    expect(localStorage.getItem(STORAGE_KEYS.aiAuthToken)).toContain(AI_TOKEN);
    globalThis.fetch = failing;
  });
});
