import { HOST_REACT_GLOBAL, type HostReactOffer } from '@showroom/contract/constants';
import * as React from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Files share one module graph (isolate: false): the fresh copies imported here keep what their tests did to
// them (a fallback, a flag, a stub), so the next file starts from a new graph.
afterAll(() => vi.resetModules());

/** A fresh module per test: "once per page" is module state. */
async function freshLoadShowroom() {
  vi.resetModules();
  return (await import('./load-showroom.ts')).loadShowroom;
}

/** The tags inserted (kept out of the document, where happy-dom would try to run them). */
let inserted: HTMLScriptElement[] = [];
beforeEach(() => {
  inserted = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    for (const node of nodes) {
      const script = node as HTMLScriptElement;
      inserted.push(script);
      script.remove = () => {
        inserted = inserted.filter((other) => other !== script);
      };
    }
  });
});

const scripts = () => [...document.head.querySelectorAll('script'), ...inserted];

afterEach(() => {
  vi.restoreAllMocks();
  document.head.replaceChildren();
  delete (globalThis as Record<string, unknown>)[HOST_REACT_GLOBAL];
});

describe('loadShowroom', () => {
  it('inserts the embed.js tag once, with the Showroom ID and options, and resolves when it has run', async () => {
    const loadShowroom = await freshLoadShowroom();
    const first = loadShowroom({
      showroomId: 'HOMEPRO1',
      platformUrl: 'https://platform.test/',
      theme: '#0a5',
    });
    const second = loadShowroom({ showroomId: 'OTHER', platformUrl: 'https://elsewhere.test' });
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    const [script] = scripts();
    expect(script?.src).toBe('https://platform.test/showroom/embed.js');
    expect(script?.async).toBe(true);
    expect(script?.dataset.showroom).toBe('HOMEPRO1');
    expect(script?.dataset.theme).toBe('#0a5');
    script?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('keeps a tag already in the page', async () => {
    const loadShowroom = await freshLoadShowroom();
    const existing = document.createElement('script');
    existing.type = 'text/plain';
    existing.src = 'https://platform.test/showroom/embed.js';
    document.head.appendChild(existing);
    await loadShowroom({ showroomId: 'HOMEPRO1', platformUrl: 'https://platform.test' });
    expect(scripts()).toEqual([existing]);
  });

  it('rejects when embed.js cannot be loaded, and a later call tries again', async () => {
    const loadShowroom = await freshLoadShowroom();
    const options = { showroomId: 'HOMEPRO1', platformUrl: 'https://platform.test' };
    const failed = loadShowroom(options);
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('https://platform.test/showroom/embed.js');
    expect(scripts()).toHaveLength(0);
    void loadShowroom(options);
    expect(scripts()).toHaveLength(1);
  });

  it("offers this page's React to embed.js only when asked", async () => {
    let loadShowroom = await freshLoadShowroom();
    void loadShowroom({ showroomId: 'HOMEPRO1', platformUrl: 'https://platform.test' });
    expect((globalThis as Record<string, unknown>)[HOST_REACT_GLOBAL]).toBeUndefined();

    inserted = [];
    loadShowroom = await freshLoadShowroom();
    void loadShowroom({ showroomId: 'HOMEPRO1', platformUrl: 'https://platform.test', shareReact: true });
    const offer = (globalThis as Record<string, unknown>)[HOST_REACT_GLOBAL] as HostReactOffer;
    expect(offer.version).toBe(React.version);
    expect((offer.modules.react as typeof React).useState).toBe(React.useState);
    expect(Object.keys(offer.modules).sort()).toEqual([
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
    ]);
  });
});
