import { describe, expect, it } from 'vitest';
import {
  isShareablePageAddress,
  STORE_PATH_PARAM,
  storePageHref,
  storePathAt,
  storeScreenOf,
} from './store-routes.ts';

const PAGE = 'https://pro.example/shop/';

describe('storeScreenOf', () => {
  it('shows each shopping route with its element and attributes', () => {
    expect(storeScreenOf('/')).toEqual({ tag: 'showroom-catalog', attributes: {} });
    expect(storeScreenOf('/category/tile-flooring/product')).toEqual({
      tag: 'showroom-catalog',
      attributes: { category: 'tile-flooring' },
    });
    expect(storeScreenOf('/product/ab%2012/HOMEPRO1')).toEqual({
      tag: 'showroom-product',
      attributes: { hash: 'ab 12' },
    });
    expect(storeScreenOf('/cart')).toEqual({ tag: 'showroom-cart', attributes: {} });
  });

  it('hands routes that share an element their path with its query', () => {
    expect(storeScreenOf('/checkout-payment?coupon=SAVE10')).toEqual({
      tag: 'showroom-checkout',
      attributes: { page: '/checkout-payment?coupon=SAVE10' },
    });
    expect(storeScreenOf('/your_orders?order=7')?.attributes).toEqual({ page: '/your_orders?order=7' });
    expect(storeScreenOf('/visualize?plan=l-shape')?.tag).toBe('showroom-visualizer');
    expect(storeScreenOf('/design-ai/singup')).toEqual({
      tag: 'showroom-design-ai',
      attributes: { page: '/design-ai/singup' },
    });
  });

  it('keeps the sign-in redirect, decoded', () => {
    expect(storeScreenOf('/login?redirect=%2Fcheckout')).toEqual({
      tag: 'showroom-login',
      attributes: { redirect: '/checkout' },
    });
    expect(storeScreenOf('/login')).toEqual({ tag: 'showroom-login', attributes: {} });
  });

  it('leaves other routes to the platform', () => {
    expect(storeScreenOf('/about_us')).toBeNull();
    expect(storeScreenOf('/verify/abc')).toBeNull();
    expect(storeScreenOf('/pro-account')).toBeNull();
    expect(storeScreenOf('/product')).toBeNull();
  });
});

describe('storePathAt', () => {
  it('reads the route from the page query', () => {
    expect(storePathAt(`${PAGE}?p=1&${STORE_PATH_PARAM}=/product/ab12#reviews`)).toBe('/product/ab12');
    expect(storePathAt(`${PAGE}?${STORE_PATH_PARAM}=%2Fcheckout-payment%3Fcoupon%3DX`)).toBe(
      '/checkout-payment?coupon=X',
    );
  });

  it('is home without a route, or with one that is not a path of ours', () => {
    expect(storePathAt(PAGE)).toBe('/');
    expect(storePathAt(`${PAGE}#${STORE_PATH_PARAM}=/cart`)).toBe('/');
    expect(storePathAt(`${PAGE}?${STORE_PATH_PARAM}=https://evil.example/`)).toBe('/');
    expect(storePathAt(`${PAGE}?${STORE_PATH_PARAM}=//evil.example/`)).toBe('/');
    expect(storePathAt(`${PAGE}?${STORE_PATH_PARAM}=%E0%A4%A`)).toBe('/');
  });

  it("reads a srcdoc frame's route from its fragment", () => {
    expect(storePathAt(`about:srcdoc#${STORE_PATH_PARAM}=/visualize%3Fplan%3Dl-shape`)).toBe(
      '/visualize?plan=l-shape',
    );
    expect(storePathAt(`about:srcdoc?${STORE_PATH_PARAM}=/cart`)).toBe('/');
    expect(storePathAt('about:srcdoc')).toBe('/');
  });
});

describe('isShareablePageAddress', () => {
  it('is true for web and file pages, false for frames and blobs whose address only takes a fragment', () => {
    expect(isShareablePageAddress(PAGE)).toBe(true);
    expect(isShareablePageAddress('HTTP://pro.example/')).toBe(true);
    expect(isShareablePageAddress('file:///home/pro/shop.html')).toBe(true);
    expect(isShareablePageAddress('about:srcdoc')).toBe(false);
    expect(isShareablePageAddress('about:blank')).toBe(false);
    expect(isShareablePageAddress('blob:https://pro.example/6c1d')).toBe(false);
  });
});

describe('storePageHref', () => {
  it('puts the route in the page address, keeping the page and its own query', () => {
    expect(storePageHref('https://pro.example/shop/?lang=en#top', '/product/ab12')).toBe(
      `https://pro.example/shop/?lang=en&${STORE_PATH_PARAM}=/product/ab12`,
    );
    expect(
      storePageHref(`https://pro.example/shop/?${STORE_PATH_PARAM}=/cart`, '/checkout-payment?coupon=A&x=1'),
    ).toBe(`https://pro.example/shop/?${STORE_PATH_PARAM}=/checkout-payment%3Fcoupon%3DA%26x%3D1`);
  });

  it('drops the route for the store home', () => {
    expect(storePageHref(`https://pro.example/shop/?${STORE_PATH_PARAM}=/cart`, '/')).toBe(
      'https://pro.example/shop/',
    );
  });

  it('puts the route in the fragment of a srcdoc frame, whose query the browser does not rewrite', () => {
    expect(storePageHref('about:srcdoc', '/visualize')).toBe(`about:srcdoc#${STORE_PATH_PARAM}=/visualize`);
    expect(storePageHref(`about:srcdoc#${STORE_PATH_PARAM}=/visualize`, '/cart')).toBe(
      `about:srcdoc#${STORE_PATH_PARAM}=/cart`,
    );
    expect(storePageHref(`about:srcdoc#${STORE_PATH_PARAM}=/cart`, '/')).toBe('about:srcdoc');
  });

  it('round-trips through storePathAt', () => {
    const path = '/login?redirect=%2Fcheckout';
    expect(storePathAt(storePageHref(PAGE, path))).toBe(path);
    expect(storePathAt(storePageHref('about:srcdoc', path))).toBe(path);
  });
});
