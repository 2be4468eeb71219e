import { describe, expect, it } from 'vitest';
import { matchRoute } from './route-match.ts';

describe('matchRoute', () => {
  it('reads the decoded parameters of a matching path', () => {
    expect(matchRoute('/verify/:hash', '/verify/a%2Bb?x=1')).toEqual({ hash: 'a+b' });
    expect(matchRoute('/login', '/login')).toEqual({});
  });

  it('reads optional parameters (a trailing ?)', () => {
    expect(matchRoute('/product/:hash/:vsd_id?', '/product/abc/HOMEPRO1?x=1')).toEqual({
      hash: 'abc',
      vsd_id: 'HOMEPRO1',
    });
    expect(matchRoute('/product/:hash/:vsd_id?', '/product/abc')).toEqual({ hash: 'abc' });
    expect(matchRoute('/product/:hash/:vsd_id?', '/product')).toBeNull();
    expect(matchRoute('/category/:category/product', '/category/a/b')).toBeNull();
  });

  it('is null for a path of another shape', () => {
    expect(matchRoute('/verify/:hash', '/verify')).toBeNull();
    expect(matchRoute('/verify/:hash', '/verified/abc')).toBeNull();
    expect(matchRoute('/verify/:hash', '/verify/%E0%A4%A')).toBeNull();
  });
});
