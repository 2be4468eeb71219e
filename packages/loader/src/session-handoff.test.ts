import { CART_HANDOFF, RETURN_TO_SITE, SESSION_HANDOFF, STORAGE_KEYS } from '@showroom/contract/constants';
import { describe, expect, it } from 'vitest';
import { handoffRequest, opensOutside, platformAddress } from './session-handoff.ts';

const API = 'https://platform.test';
const storeOf = (items: Record<string, string>) => (key: string) => items[key] ?? null;

describe('handoffRequest', () => {
  it("carries a signed-in visitor's session", () => {
    const request = handoffRequest(API, storeOf({ [STORAGE_KEYS.authToken]: '12|session-token-0000' }));
    expect(request).toEqual({
      url: `${API}/api/session/handoff`,
      param: SESSION_HANDOFF.param,
      headers: { Authorization: 'Bearer 12|session-token-0000' },
      body: '{}',
    });
  });

  it("carries a visitor's cart by asking for a code; the token goes only in the request body", () => {
    const cartId = 'c0ffee00-1111-4222-8333-444455556666';
    const request = handoffRequest(API, storeOf({ [STORAGE_KEYS.cartId]: cartId }));
    expect(request).toEqual({
      url: `${API}/api/projectCart/handoff`,
      param: CART_HANDOFF.param,
      headers: {},
      body: JSON.stringify({ temp_project_id: cartId }),
    });
  });

  it('asks for nothing when the visitor has neither', () => {
    expect(handoffRequest(API, storeOf({ [STORAGE_KEYS.authToken]: 'short' }))).toBeNull();
  });
});

describe('platformAddress', () => {
  const PAGE = 'https://pro.example/shop/?showroom-path=%2Fcart';

  it('names the page the visitor leaves, for the shell’s way back', () => {
    const target = platformAddress('https://platform.test/showroom/checkout?showroom=HOMEPRO1', PAGE, false);
    expect(target.searchParams.get(RETURN_TO_SITE.param)).toBe(PAGE);
    expect(target.searchParams.get('showroom')).toBe('HOMEPRO1');
    expect(target.pathname).toBe('/showroom/checkout');
  });

  it('names no page from inside a frame, whose document is not a page to come back to', () => {
    const target = platformAddress('https://platform.test/showroom/cart', PAGE, true);
    expect(target.searchParams.has(RETURN_TO_SITE.param)).toBe(false);
  });
});

describe('opensOutside', () => {
  const SITE = 'https://pro.example';

  it('takes addresses on another origin, framed or not', () => {
    expect(opensOutside(API, SITE, API, false)).toBe(true);
    expect(opensOutside(API, SITE, API, true)).toBe(true);
  });

  it("leaves the pro's own pages to open as links", () => {
    expect(opensOutside(SITE, SITE, API, false)).toBe(false);
    expect(opensOutside(SITE, SITE, API, true)).toBe(false);
  });

  it("takes a platform page from a frame on the platform's origin (the console's preview), which it would refuse", () => {
    expect(opensOutside(API, API, API, true)).toBe(true);
    expect(opensOutside(API, API, API, false)).toBe(false);
  });
});
