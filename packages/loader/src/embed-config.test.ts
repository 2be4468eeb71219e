import { describe, expect, it } from 'vitest';
import { readEmbedConfig } from './embed-config.ts';

function scriptTag(src: string, data: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  script.src = src;
  Object.assign(script.dataset, data);
  return script;
}

describe('readEmbedConfig', () => {
  it('derives the platform from the script URL and reads data attributes', () => {
    const config = readEmbedConfig(
      scriptTag('https://platform.example/showroom/embed.js', { showroom: ' HOMEPRO1 ', theme: '#0f766e' }),
    );
    expect(config).toEqual({
      baseUrl: 'https://platform.example/showroom',
      apiOrigin: 'https://platform.example',
      showroom: 'HOMEPRO1',
      theme: '#0f766e',
      shellUrl: 'https://platform.example/showroom',
      storeUrl: null,
    });
  });

  it("reads the pro's store page from data-store-url", () => {
    const config = readEmbedConfig(
      scriptTag('https://platform.example/showroom/embed.js', { storeUrl: ' /shop/ ' }),
    );
    expect(config.storeUrl).toBe('/shop/');
  });

  it('treats empty attributes as absent and honours data-shell-url', () => {
    const config = readEmbedConfig(
      scriptTag('https://cdn.example/a/embed.js', {
        showroom: '',
        shellUrl: 'https://shop.example/showroom',
      }),
    );
    expect(config.showroom).toBeNull();
    expect(config.theme).toBeNull();
    expect(config.shellUrl).toBe('https://shop.example/showroom');
  });
});
