import { AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpAiTest } from '../testing/design-ai-test-setup.tsx';
import { DesignAiElement } from './design-ai-element.tsx';

let page: ReturnType<typeof setUpAiTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const LAZY_SCREEN_MS = 5_000;

describe('<showroom-design-ai>', () => {
  it('opens on its page attribute and moves between AI design’s pages in place', async () => {
    page = setUpAiTest({});
    render(<DesignAiElement page="/design-ai/singup" />);
    expect(
      await screen.findByRole('heading', { name: T.signUpTitle }, { timeout: LAZY_SCREEN_MS }),
    ).toBeTruthy();
    const signIn = screen.getByRole('link', { name: T.signIn });
    expect(signIn.getAttribute('href')).toContain('/design-ai/login');
    await userEvent.click(signIn);
    expect(
      await screen.findByRole('heading', { name: T.signInTitle }, { timeout: LAZY_SCREEN_MS }),
    ).toBeTruthy();
    // Within the widget: nothing asked the page (or the shell) to go anywhere.
    expect(page.navigator).not.toHaveBeenCalled();
  });

  it('sends a visitor on its home to its sign-in, in place', async () => {
    page = setUpAiTest({});
    render(<DesignAiElement />);
    expect(
      await screen.findByRole('heading', { name: T.signInTitle }, { timeout: LAZY_SCREEN_MS }),
    ).toBeTruthy();
    expect(page.navigator).not.toHaveBeenCalled();
  });
});
