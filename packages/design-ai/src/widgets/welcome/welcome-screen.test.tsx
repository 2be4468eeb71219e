import { AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAiPage, setUpAiTest } from '../../testing/design-ai-test-setup.tsx';

let page: ReturnType<typeof setUpAiTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

/** The welcome is a lazily loaded chunk: its first import can outlast the default 1 s on a busy machine. */
const LAZY_SCREEN_MS = 5_000;

describe('the welcome page signed out', () => {
  it('offers the sign-in back to the welcome as a button-like link, labelled without a sentence period', async () => {
    page = setUpAiTest({});
    const { go } = renderAiPage('/design-ai/welcome');
    const link = await screen.findByRole(
      'link',
      { name: 'Sign in to start designing' },
      { timeout: LAZY_SCREEN_MS },
    );
    expect(link.textContent).toBe(T.welcomeSignIn);
    expect(link.getAttribute('href')).toMatch(/\/design-ai\/login\?redirect_to=%2Fdesign-ai%2Fwelcome$/);
    fireEvent.click(link);
    expect(go).toHaveBeenCalledWith('/design-ai/login?redirect_to=%2Fdesign-ai%2Fwelcome');
    expect(page.requests).toEqual([]);
  });
});
