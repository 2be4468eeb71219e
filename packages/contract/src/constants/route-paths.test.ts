import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  categoryProductsPath,
  designAiLoginPath,
  designAiReturnPath,
  loginPath,
  productPath,
  ROUTE_PATHS,
  shellPath,
  verificationPath,
  verifyPath,
  withDesignProject,
  yourOrderPath,
} from './route-paths.ts';

describe('route paths', () => {
  it('are unique and start with one slash', () => {
    const paths = Object.values(ROUTE_PATHS);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/(?!\/)/);
  });

  it('builds a product path with and without a showroom', () => {
    expect(productPath('abc123')).toBe('/product/abc123');
    expect(productPath('abc123', 'HOMEPRO1')).toBe('/product/abc123/HOMEPRO1');
    expect(productPath('abc123', null)).toBe('/product/abc123');
  });

  it('encodes each parameter as one path segment', () => {
    expect(productPath('a/b c', 'x?y')).toBe('/product/a%2Fb%20c/x%3Fy');
    expect(categoryPath('tiles & stone')).toBe('/category/tiles%20%26%20stone');
    expect(categoryProductsPath('luxury-flooring')).toBe('/category/luxury-flooring/product');
    expect(verifyPath('t0k/en#1')).toBe('/verify/t0k%2Fen%231');
  });

  it('carries a redirect as one encoded query parameter', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath('/cart?x=1&y=2')).toBe('/login?redirect=%2Fcart%3Fx%3D1%26y%3D2');
    expect(verificationPath('/checkout')).toBe('/verifiction?redirect=%2Fcheckout');
    expect(verificationPath(null)).toBe('/verifiction');
  });

  it('names the saved project in a visualizer design, and leaves other paths alone', () => {
    expect(withDesignProject('/visualize?plan=kitchen-l&w=12', 7)).toBe(
      '/visualize?plan=kitchen-l&w=12&project=7',
    );
    expect(withDesignProject('/visualize?plan=kitchen-l&project=3', 8)).toBe(
      '/visualize?plan=kitchen-l&project=8',
    );
    expect(withDesignProject('/visualize', 9)).toBe('/visualize?project=9');
    expect(withDesignProject('/visualize/checklist?x=1', 9)).toBe('/visualize/checklist?x=1');
    expect(withDesignProject('/cart', 9)).toBe('/cart');
  });

  it('opens the orders page on one order', () => {
    expect(yourOrderPath(42)).toBe('/your_orders?order=42');
  });

  it('puts a route under the shell base', () => {
    expect(shellPath(ROUTE_PATHS.home)).toBe('/showroom/');
    expect(shellPath(productPath('abc'))).toBe('/showroom/product/abc');
  });

  it('sends AI design’s sign-in back only to AI design’s own pages', () => {
    expect(designAiLoginPath('/design-ai?request=4')).toBe(
      '/design-ai/login?redirect_to=%2Fdesign-ai%3Frequest%3D4',
    );
    expect(designAiReturnPath('/design-ai?request=4')).toBe('/design-ai?request=4');
    expect(designAiReturnPath('/design-ai/welcome')).toBe('/design-ai/welcome');
    expect(designAiReturnPath('/design-ai/login')).toBe('/design-ai');
    expect(designAiReturnPath('//evil.test/design-ai')).toBe('/design-ai');
    expect(designAiReturnPath('/checkout')).toBe('/design-ai');
    expect(designAiReturnPath(null)).toBe('/design-ai');
  });
});
