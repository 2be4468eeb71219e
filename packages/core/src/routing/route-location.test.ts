import { afterEach, describe, expect, it } from 'vitest';
import { configureNavigation } from '../navigation/navigation.ts';
import { readRouteLocation } from './route-location.ts';

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
