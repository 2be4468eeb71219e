import { session } from '@showroom/core';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineElements } from '../elements.ts';
import { DEMO_TOKEN } from '../testing/auth-api-stub.ts';
import { setUpAuthTest } from '../testing/auth-test-setup.ts';

let page: ReturnType<typeof setUpAuthTest>;

beforeAll(() => defineElements());
afterEach(async () => {
  await act(async () => document.body.replaceChildren());
  cleanup();
  page.unregister();
});

async function mount(html: string): Promise<ShadowRoot> {
  await act(async () => {
    document.body.innerHTML = html;
  });
  const root = document.body.firstElementChild?.shadowRoot;
  if (!root) throw new Error('no shadow root');
  return root;
}

describe('auth elements', () => {
  it('<showroom-login> renders the sign-in form in its shadow root', async () => {
    page = setUpAuthTest();
    const root = await mount('<showroom-login redirect="/checkout"></showroom-login>');
    await vi.waitFor(() => expect(root.querySelector('input[name="email"]')).not.toBeNull());
    expect(root.querySelector('h1')?.textContent).toBe('Sign in');
    expect(document.head.querySelector('style[data-precedence]')).toBeNull();
  });

  it('<showroom-register> renders step 1', async () => {
    page = setUpAuthTest();
    const root = await mount('<showroom-register></showroom-register>');
    await vi.waitFor(() => expect(root.querySelector('input[name="full_name"]')).not.toBeNull());
    expect(root.querySelector('[aria-current="step"]')?.textContent).toContain('Account');
  });

  it('shows a signed-in visitor who is signed in instead of leaving the pro page', async () => {
    page = setUpAuthTest();
    session.setSession({ token: DEMO_TOKEN, user: { id: 1, email: 'ann@example.com', type: 'User' } });
    const root = await mount('<showroom-login></showroom-login>');
    await vi.waitFor(() => expect(root.querySelector('h1')?.textContent).toBe('You are signed in'));
    expect(root.textContent).toContain('ann@example.com');
    expect(page.navigator).not.toHaveBeenCalled();
  });
});
