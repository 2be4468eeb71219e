import { REMOTES, remoteEntryPath } from '@showroom/contract/constants';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Files share one module graph (isolate: false): the fresh copies imported here keep what their tests did to
// them (a fallback, a flag, a stub), so the next file starts from a new graph.
afterAll(() => vi.resetModules());

type Entry = { get: () => unknown; from: string; eager: boolean; loaded?: 1 };
type Scope = Record<string, Record<string, Entry>>;
const globals = globalThis as unknown as Record<string, unknown>;
const { container: name } = REMOTES['pro-console'];
let scope: Scope;
let entriesAdded: string[];
/** What the remote's `./widgets` module exports, as far as these tests look. */
const widgets = { RouteScreen: 'route screens' };

/** A page where each added script "loads" by running `onScript`, as a browser would run the entry. */
function pageWhereScripts(onScript: (script: HTMLScriptElement) => 'load' | 'error') {
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    const script = node as unknown as HTMLScriptElement;
    entriesAdded.push(script.src);
    const outcome = onScript(script);
    queueMicrotask(() =>
      (outcome === 'load' ? script.onload : script.onerror)?.call(script, new Event(outcome)),
    );
    return node;
  });
}

/** A remote's container as its entry defines it: it registers its own copies into the scope it is given. */
function defineContainer(widgets: unknown) {
  globals[name] = {
    init: vi.fn((given: Scope) => {
      const versions = given['@showroom/contract/account'] ?? {};
      const active = versions['0.1.0'];
      // webpack's rule: a loaded entry stays, else the build name sorting last wins.
      if (!active || (!active.loaded && name > active.from))
        versions['0.1.0'] = { get: () => 'remote copy', from: name, eager: false };
      given['@showroom/contract/account'] = versions;
    }),
    get: vi.fn(async () => () => widgets),
  };
}

beforeEach(() => {
  vi.resetModules();
  entriesAdded = [];
  scope = {
    '@showroom/contract/account': {
      '0.1.0': { get: () => 'shell copy', from: 'showroom_shell', eager: false },
    },
  };
  globals.__webpack_init_sharing__ = vi.fn(() => 1);
  globals.__webpack_share_scopes__ = { default: scope };
});
afterEach(() => {
  delete globals[name];
  delete globals.__webpack_init_sharing__;
  delete globals.__webpack_share_scopes__;
});

describe('loadRemoteModule', () => {
  it('loads the remote’s entry once, hands it the shell’s scope and answers the module it exposes', async () => {
    pageWhereScripts(() => {
      defineContainer(widgets);
      return 'load';
    });
    const { loadRemoteModule } = await import('./load-remote-module.ts');
    expect(await loadRemoteModule('pro-console', './widgets')).toBe(widgets);
    expect(await loadRemoteModule('pro-console', './widgets')).toBe(widgets);
    expect(entriesAdded).toEqual([new URL(remoteEntryPath('pro-console'), document.baseURI).href]);
  });

  it('keeps the shell’s own shared modules over a remote’s copies of the same version', async () => {
    pageWhereScripts(() => {
      defineContainer({});
      return 'load';
    });
    const { loadRemoteModule } = await import('./load-remote-module.ts');
    await loadRemoteModule('pro-console', './widgets');
    expect(scope['@showroom/contract/account']?.['0.1.0']?.get()).toBe('shell copy');
  });

  it('loads the entry again after it failed, so Retry can work', async () => {
    let attempts = 0;
    pageWhereScripts(() => {
      attempts += 1;
      if (attempts === 1) return 'error';
      defineContainer(widgets);
      return 'load';
    });
    const { loadRemoteModule } = await import('./load-remote-module.ts');
    await expect(loadRemoteModule('pro-console', './widgets')).rejects.toThrow(/could not load/);
    await expect(loadRemoteModule('pro-console', './widgets')).resolves.toBe(widgets);
    expect(entriesAdded).toHaveLength(2);
  });
});
