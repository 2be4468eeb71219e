import { afterEach, describe, expect, it } from 'vitest';
import { loadFrameScript } from './frame-script.ts';

afterEach(() => {
  document.head.replaceChildren();
});

const added = () => [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));

describe('loadFrameScript (decision 0129)', () => {
  it('adds embed-frame.js beside embed.js inside a frame', () => {
    const frameWindow = { parent: {}, document } as unknown as Window;
    loadFrameScript('https://platform.test/showroom', frameWindow);
    expect(added()).toEqual(['https://platform.test/showroom/embed-frame.js']);
  });

  it('adds nothing on a page that is not in a frame', () => {
    loadFrameScript('https://platform.test/showroom', window);
    expect(added()).toEqual([]);
  });
});
