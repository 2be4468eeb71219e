import { afterEach, describe, expect, it } from 'vitest';
import { configureApi } from './api-config.ts';
import { brandLogoUrl, categoryPictureUrl, productPictureUrl } from './product-picture-url.ts';

describe('productPictureUrl', () => {
  afterEach(() => configureApi({ baseUrl: '/api' }));

  it('keeps a product photo as it is', () => {
    expect(productPictureUrl({ photo: 'https://img.example/tile.jpg', hash: 'abc' })).toBe(
      'https://img.example/tile.jpg',
    );
  });

  it('puts a vendor’s uploaded photo, a path under the API root, on the platform origin', () => {
    configureApi({ baseUrl: 'https://platform.example/api' });
    expect(productPictureUrl({ photo: 'product_photos/0b7c-400.webp', hash: 'abc' })).toBe(
      'https://platform.example/api/product_photos/0b7c-400.webp',
    );
  });

  it('falls back to the API drawn picture on the platform origin', () => {
    configureApi({ baseUrl: 'https://platform.example/api' });
    expect(productPictureUrl({ photo: null, hash: 'a1b2' })).toBe(
      'https://platform.example/api/pictures/v2/product/a1b2/thumb.svg',
    );
  });

  it('draws the product in one of its colours when asked', () => {
    expect(productPictureUrl({ photo: null, hash: 'h' }, 'detail', 'Warm White')).toBe(
      'http://localhost:3000/api/pictures/v2/product/h/detail.svg?colour=Warm%20White',
    );
  });

  it('draws textures and reliefs even for a product with a photo, as PNG', () => {
    expect(productPictureUrl({ photo: 'https://img.example/tile.jpg', hash: 'h' }, 'texture')).toBe(
      'http://localhost:3000/api/pictures/v2/product/h/texture.png',
    );
    expect(productPictureUrl({ photo: 'https://img.example/tile.jpg', hash: 'h' }, 'relief')).toBe(
      'http://localhost:3000/api/pictures/v2/product/h/relief.png',
    );
  });

  it('names category and brand pictures by slug', () => {
    expect(categoryPictureUrl('tile-flooring')).toBe(
      'http://localhost:3000/api/pictures/v2/category/tile-flooring.svg',
    );
    expect(brandLogoUrl('a&b')).toBe('http://localhost:3000/api/pictures/v2/brand/a%26b.svg');
  });
});
