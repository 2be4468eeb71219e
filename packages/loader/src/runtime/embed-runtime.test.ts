import { UI_TIMING } from '@showroom/contract/constants';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { RemoteRef } from '../element-registry.ts';
import type { EmbedConfig } from '../embed-config.ts';
import { loadElements } from './embed-runtime.ts';

// Files share one module graph (isolate: false): the fresh copies imported here keep what their tests did to
// them (a fallback, a flag, a stub), so the next file starts from a new graph.
afterAll(() => vi.resetModules());

const config: EmbedConfig = {
  baseUrl: 'https://platform.test/showroom',
  apiOrigin: 'https://platform.test',
  showroom: 'HOMEPRO1',
  theme: null,
  shellUrl: 'https://platform.test/showroom',
  storeUrl: null,
};

type Globals = Record<string, unknown>;

/** A remote's embed container as its remoteEntry.js defines it: init with a share scope, then get. */
function fakeContainer() {
  const defineElements = vi.fn();
  const container = {
    init: vi.fn(),
    get: vi.fn(async (module: string) => () => (module === './elements' ? { defineElements } : undefined)),
  };
  return { container, defineElements };
}

/** Script tags "load" at once, defining the container their URL names; returns the URLs added. */
function serveContainers(containers: Record<string, unknown>): string[] {
  const added: string[] = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    const script = node as HTMLScriptElement;
    added.push(script.src);
    const name = Object.keys(containers).find((key) => script.src.includes(`/${key}/`));
    if (name) (globalThis as Globals)[`showroom_${name}`] = containers[name];
    queueMicrotask(() => script.onload?.(new Event('load')));
    return node;
  });
  return added;
}

const entry: RemoteRef = { name: 'showroom_entry', entry: 'remotes/entry/embed/remoteEntry.js' };
const catalog: RemoteRef = { name: 'showroom_catalog', entry: 'remotes/catalog/embed/remoteEntry.js' };

describe('embed runtime', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    delete (globalThis as Globals).showroom_entry;
    delete (globalThis as Globals).showroom_catalog;
  });

  it("loads a remote's embed container and defines its elements with the embed's config", async () => {
    const { container, defineElements } = fakeContainer();
    const added = serveContainers({ entry: container });

    await loadElements(entry, config, UI_TIMING.lazyLoadTimeoutMs);

    expect(added).toEqual(['https://platform.test/showroom/remotes/entry/embed/remoteEntry.js']);
    expect(container.get).toHaveBeenCalledWith('./elements');
    expect(defineElements).toHaveBeenCalledWith(config);
  });

  it('hands every container on the page the same share scope, so widgets share one React', async () => {
    const first = fakeContainer();
    const second = fakeContainer();
    serveContainers({ entry: first.container, catalog: second.container });

    await loadElements(entry, config, UI_TIMING.lazyLoadTimeoutMs);
    await loadElements(catalog, config, UI_TIMING.lazyLoadTimeoutMs);

    const [scope] = first.container.init.mock.calls[0] ?? [];
    expect(scope).toBeTypeOf('object');
    expect(second.container.init).toHaveBeenCalledWith(scope);
  });

  it('hands out the same share scope when a pro pastes embed.js twice', async () => {
    const first = fakeContainer();
    const second = fakeContainer();
    serveContainers({ entry: first.container, catalog: second.container });
    vi.resetModules();
    const secondCopy = await import('./embed-runtime.ts');

    await loadElements(entry, config, UI_TIMING.lazyLoadTimeoutMs);
    await secondCopy.loadElements(catalog, config, UI_TIMING.lazyLoadTimeoutMs);

    expect(second.container.init).toHaveBeenCalledWith(first.container.init.mock.calls[0]?.[0]);
  });

  it('lets a hanging remoteEntry.js load for the 120 s lazy-load time-out, then fails', async () => {
    vi.useFakeTimers();
    // The server never answers: the script element neither loads nor fails.
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => node);
    let outcome = 'pending';
    loadElements(entry, config, UI_TIMING.lazyLoadTimeoutMs).then(
      () => {
        outcome = 'loaded';
      },
      (error: Error) => {
        outcome = error.message;
      },
    );

    await vi.advanceTimersByTimeAsync(UI_TIMING.lazyLoadTimeoutMs - 1_000);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(outcome).toMatch(/timed out/);
  });

  it('fails when the entry cannot be loaded', async () => {
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      queueMicrotask(() => (node as HTMLScriptElement).onerror?.(new Event('error')));
      return node;
    });

    await expect(loadElements(entry, config, UI_TIMING.lazyLoadTimeoutMs)).rejects.toThrow(/could not load/);
  });
});
