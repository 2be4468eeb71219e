import { PICTURES_VERSION } from '@showroom/contract/constants';
import { describe, expect, it } from 'vitest';
import { preloadProductPicture } from './product-picture-preload.ts';

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) => ({
    href: link.href,
    as: link.getAttribute('as'),
  }));

describe('preloadProductPicture', () => {
  it('preloads the drawn overview of the element’s product once, and nothing without a hash', () => {
    const product = document.createElement('showroom-product');
    product.setAttribute('hash', 'b8c72d6f137214ef');
    preloadProductPicture(product, 'https://platform.test');
    preloadProductPicture(product, 'https://platform.test');
    preloadProductPicture(document.createElement('showroom-product'), 'https://platform.test');
    expect(preloads()).toEqual([
      {
        href: `https://platform.test/api/pictures/${PICTURES_VERSION}/product/b8c72d6f137214ef/detail.svg`,
        as: 'image',
      },
    ]);
  });
});
