import { describe, expect, it } from 'vitest';
import { matchRoute } from './route-location.ts';

describe('matchRoute', () => {
  it('reads required and optional parameters', () => {
    expect(matchRoute('/product/:hash/:vsd_id?', '/product/abc/HOMEPRO1?x=1')).toEqual({
      hash: 'abc',
      vsd_id: 'HOMEPRO1',
    });
    expect(matchRoute('/product/:hash/:vsd_id?', '/product/abc')).toEqual({ hash: 'abc' });
    expect(matchRoute('/category/:category/product', '/category/wall-tile/product')).toEqual({
      category: 'wall-tile',
    });
  });

  it('rejects paths that do not fit', () => {
    expect(matchRoute('/product/:hash/:vsd_id?', '/product')).toBeNull();
    expect(matchRoute('/category/:category/product', '/category/a/b')).toBeNull();
  });
});
