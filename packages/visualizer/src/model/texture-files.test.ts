import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchTexturesAhead, textureFile } from './texture-files.ts';

afterEach(() => vi.unstubAllGlobals());

/** Lets every fetch under way (the stub answers at once) come. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

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
    await settle();
    expect(await (await textureFile('https://api.test/a.png'))?.text()).toBe('https://api.test/a.png');
    expect(asked).toHaveLength(2);
  });

  it('asks again at high priority for a file still queued ahead, and takes whichever comes first', async () => {
    const asked = stubFetch();
    fetchTexturesAhead(['https://api.test/e.png']);
    expect(await (await textureFile('https://api.test/e.png'))?.text()).toBe('https://api.test/e.png');
    expect(asked.map(({ priority }) => priority)).toEqual(['low', 'high']);
  });

  it('fetches the reliefs only once every texture listed with them has come', async () => {
    const asked = stubFetch();
    fetchTexturesAhead(
      ['https://api.test/f.png', 'https://api.test/g.png'],
      ['https://api.test/f-relief.png'],
    );
    expect(asked.map(({ url }) => url)).toEqual(['https://api.test/f.png', 'https://api.test/g.png']);
    await settle();
    expect(asked.map(({ url }) => url)).toEqual([
      'https://api.test/f.png',
      'https://api.test/g.png',
      'https://api.test/f-relief.png',
    ]);
    expect(asked.at(-1)?.priority).toBe('low');
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
