import { describe, expect, it } from 'vitest';
import { postLoginRedirect } from './redirect-rules.ts';

describe('post-login redirect (spec §2 route guard)', () => {
  it('stores the previous path on every navigation', () => {
    expect(postLoginRedirect('/our-brands', '/faq')).toBe('/our-brands');
  });

  it('stores /checkout when going from Cart to Login', () => {
    expect(postLoginRedirect('/cart', '/login')).toBe('/checkout');
  });

  it('never stores an auth page or the same path', () => {
    expect(postLoginRedirect('/login', '/register')).toBeNull();
    expect(postLoginRedirect('/faq', '/faq')).toBeNull();
  });

  it('never stores the 404 page, nor the unknown address that led to it', () => {
    expect(postLoginRedirect('/404', '/login')).toBeNull();
    expect(postLoginRedirect('/no-such-page', '/404')).toBeNull();
    expect(postLoginRedirect('/Login', '/faq')).toBeNull();
  });
});
