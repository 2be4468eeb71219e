import { REMOTE_LOAD_MESSAGES } from '@showroom/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showRemoteLoadFailure } from './remote-load-failure.ts';

afterEach(() => document.body.replaceChildren());

describe('showRemoteLoadFailure', () => {
  it('says so in every element of the remote, once, with Try again that retries', () => {
    document.body.innerHTML =
      '<showroom-cart id="a"></showroom-cart><showroom-cart-button id="b"></showroom-cart-button><showroom-catalog id="c"></showroom-catalog>';
    const retry = vi.fn();
    showRemoteLoadFailure(['showroom-cart', 'showroom-cart-button'], retry);
    showRemoteLoadFailure(['showroom-cart', 'showroom-cart-button'], retry);

    const notices = document.querySelectorAll('[role="alert"]');
    expect([...notices].map((notice) => notice.parentElement?.id)).toEqual(['a', 'b']);
    expect(notices[0]?.textContent).toBe(`${REMOTE_LOAD_MESSAGES.failed}${REMOTE_LOAD_MESSAGES.retry}`);

    notices[1]?.querySelector('button')?.click();
    expect(retry).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll('[role="alert"]')).toHaveLength(0);
  });

  it('shows the notice in an element holding a served band, through its slot (decision 0129)', () => {
    document.body.innerHTML = '<showroom-catalog></showroom-catalog>';
    const element = document.querySelector('showroom-catalog');
    if (element)
      element.attachShadow({ mode: 'open' }).innerHTML = '<div data-served></div><slot data-served></slot>';
    showRemoteLoadFailure(['showroom-catalog'], () => {});
    showRemoteLoadFailure(['showroom-catalog'], () => {});
    expect(document.querySelectorAll('showroom-catalog > [role="alert"]')).toHaveLength(1);
  });
});
