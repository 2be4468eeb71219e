import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTexturesAhead, textureFile } from './texture-files.ts';

afterEach(() => vi.unstubAllGlobals());

/** Answers each URL with its own file, or a 503 for the URLs in `failing`; records each request. */
function stubFetch(failing: ReadonlySet<string> = new Set()) {
  const asked: { url: string; priority: string | undefined }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    asked.push({ url, priority: init.priority });
    return failing.has(url) ? new Response(null, { status: 503 }) : new Response(new Blob([url]));
  });
  return asked;
}

describe('texture files', () => {
  it('fetches the listed products’ textures once, at low priority, and the scene takes them from there', async () => {
    const asked = stubFetch();
    fetchTexturesAhead(['https://api.test/a.png', 'https://api.test/b.png']);
    fetchTexturesAhead(['https://api.test/a.png']);
    expect(asked).toEqual([
      { url: 'https://api.test/a.png', priority: 'low' },
      { url: 'https://api.test/b.png', priority: 'low' },
    ]);
    expect(await (await textureFile('https://api.test/a.png'))?.text()).toBe('https://api.test/a.png');
    expect(asked).toHaveLength(2);
  });

  it('fetches a texture nobody fetched ahead at once, and tries a failed one again', async () => {
    const asked = stubFetch(new Set(['https://api.test/c.png']));
    fetchTexturesAhead(['https://api.test/c.png']);
    expect(await textureFile('https://api.test/c.png')).toBeNull();
    expect(asked.map(({ priority }) => priority)).toEqual(['low', 'high']);
    expect(await (await textureFile('https://api.test/d.png'))?.text()).toBe('https://api.test/d.png');
    expect(asked.at(-1)).toEqual({ url: 'https://api.test/d.png', priority: 'high' });
  });
});
