import { session } from '@showroom/core';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadRouteRemote } from './preload-route-remote.ts';
import { REMOTE_SCREENS } from './remote-modules.ts';

// Files share one module graph (isolate: false): a fresh one lets this file's mocks reach every module that
// imports them, and the one left behind holds none of them.
vi.hoisted(() => {
  vi.resetModules();
});
afterAll(() => vi.resetModules());

vi.mock('./remote-modules.ts', () => ({
  REMOTE_SCREENS: {
    catalog: vi.fn(() => Promise.resolve({})),
    cart: vi.fn(() => Promise.resolve({})),
    checkout: vi.fn(() => Promise.resolve({})),
    account: vi.fn(() => Promise.resolve({})),
    visualizer: vi.fn(() => Promise.resolve({})),
  },
}));

const loaded = () =>
  Object.entries(REMOTE_SCREENS)
    .filter(([, load]) => vi.mocked(load).mock.calls.length > 0)
    .map(([remote]) => remote);

beforeEach(() => {
  for (const load of Object.values(REMOTE_SCREENS)) vi.mocked(load).mockClear();
  session.clearSession();
});
afterEach(() => session.clearSession());

describe('preloadRouteRemote', () => {
  it('starts loading the remote of the page being opened', () => {
    preloadRouteRemote('/login?redirect=%2Fcart');
    expect(loaded()).toEqual(['account']);
  });

  it('matches patterns with parameters, any case and a trailing slash', () => {
    preloadRouteRemote('/Category/tiles/product/');
    preloadRouteRemote('/product/abc123');
    expect(loaded()).toEqual(['catalog']);
  });

  it('loads nothing for the shell’s own pages or an unknown path', () => {
    preloadRouteRemote('/');
    preloadRouteRemote('/faq');
    preloadRouteRemote('/no/such/page');
    expect(loaded()).toEqual([]);
  });

  it('loads nothing for a page that sends a signed-out visitor to sign in first', () => {
    preloadRouteRemote('/checkout');
    expect(loaded()).toEqual([]);
    session.setSession({ token: '5|signed-in-token-value' });
    preloadRouteRemote('/checkout');
    expect(loaded()).toEqual(['checkout']);
  });

  it('leaves a failed load to the route’s own retry', async () => {
    vi.mocked(REMOTE_SCREENS.account).mockRejectedValueOnce(new Error('offline'));
    expect(() => preloadRouteRemote('/register')).not.toThrow();
    await Promise.resolve();
  });
});
