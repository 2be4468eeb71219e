import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from './api-config.ts';
import { mediaUrl } from './media-url.ts';

afterEach(() => configureApi({ baseUrl: '/api' }));

describe('mediaUrl', () => {
  it('puts a path under the API root, wherever the page is', () => {
    configureApi({ baseUrl: 'https://platform.example/api' });
    expect(mediaUrl('pro_pictures/abc.png')).toBe('https://platform.example/api/pro_pictures/abc.png');
  });

  it('keeps an absolute or data address as it is', () => {
    expect(mediaUrl('https://cdn.example/logo.png')).toBe('https://cdn.example/logo.png');
    expect(mediaUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});
