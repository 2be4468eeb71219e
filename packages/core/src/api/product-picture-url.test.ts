import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from './api-config.ts';
import { productPictureUrl } from './product-picture-url.ts';

describe('productPictureUrl', () => {
  afterEach(() => configureApi({ baseUrl: '/api' }));

  it('keeps a product photo as it is', () => {
    expect(productPictureUrl({ photo: 'https://img.example/tile.jpg', hash: 'abc' })).toBe(
      'https://img.example/tile.jpg',
    );
  });

  it('falls back to the API drawn picture on the platform origin', () => {
    configureApi({ baseUrl: 'https://platform.example/api' });
    expect(productPictureUrl({ photo: null, hash: 'a1b2' })).toBe(
      'https://platform.example/api/product/a1b2/picture.png',
    );
  });
});
