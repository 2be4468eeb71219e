import { loadScript } from '@module-federation/runtime';
import { UI_TIMING } from '@showroom/contract/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import lazyLoadTimeoutPlugin from './lazy-load-timeout-plugin.ts';

describe('lazy-load time-out of a remote entry (spec §8, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('lets a hanging remoteEntry.js load for 120 s, not the runtime default of 20 s', async () => {
    vi.useFakeTimers();
    // The server never answers: the script element neither loads nor fails.
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
    const plugin = lazyLoadTimeoutPlugin({ timeout: UI_TIMING.lazyLoadTimeoutMs });
    let outcome = 'pending';
    loadScript('https://platform.test/showroom/remotes/catalog/remoteEntry.js', {
      attrs: {},
      createScriptHook: () => plugin.createScript(),
    }).then(
      () => {
        outcome = 'loaded';
      },
      (error: Error) => {
        outcome = error.message;
      },
    );

    await vi.advanceTimersByTimeAsync(20_000);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(100_000);
    expect(outcome).toMatch(/timed out/);
  });
});
