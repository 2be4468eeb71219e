import { afterEach, describe, expect, it } from 'vitest';
import { configureNavigation } from '../navigation/navigation.ts';
import { matchRoute, readRouteLocation } from './route-location.ts';

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

describe('readRouteLocation', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('reads query and parameters from the address under the shell base', () => {
    configureNavigation({ shellUrl: `${location.origin}/showroom` });
    history.replaceState(null, '', '/showroom/verify/tok-1?redirect=%2Fcart');
    const { query, params } = readRouteLocation('/verify/:hash');
    expect(params).toEqual({ hash: 'tok-1' });
    expect(query.get('redirect')).toBe('/cart');
  });

  it('is empty outside the shell', () => {
    configureNavigation({ shellUrl: 'https://platform.test/showroom' });
    history.replaceState(null, '', '/somewhere?redirect=%2Fcart');
    const { query, params } = readRouteLocation('/verify/:hash');
    expect(params).toEqual({});
    expect(query.get('redirect')).toBeNull();
  });
});
