import { CART_HANDOFF, RETURN_TO_SITE, SESSION_HANDOFF, STORAGE_KEYS } from '@showroom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/api-config.ts';
import { session } from '../session/session.ts';
import { storage } from '../storage/local-storage.ts';
import { leavePage, platformAddress } from './leave-page.ts';

// Moved from embed.js's `session-handoff.test.ts` with the code (decision 0125): the same behaviours.
const PLATFORM = 'https://platform.test';
const CART_TOKEN = 'c0ffee00-1111-4222-8333-444455556666';
let asked: { path: string; body: string; authorization: string | null }[];
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  configureApi({ baseUrl: `${PLATFORM}/api` });
  asked = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    asked.push({
      path: new URL(request.url).pathname,
      body: await request.text(),
      authorization: request.headers.get('Authorization'),
    });
    return Response.json({ success: true, message: '', data: { code: 'one-time' } });
  });
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  session.clearSession();
  storage.remove(STORAGE_KEYS.cartId);
});

/** Where the page went, once the code (if any) has come. */
async function wentTo(): Promise<URL> {
  await vi.waitFor(() => expect(assign).toHaveBeenCalled());
  return new URL(String(assign.mock.calls[0]?.[0]));
}

describe('leavePage', () => {
  it("carries a signed-in visitor's session as a one-time code", async () => {
    session.setSession({ token: '12|session-token-0000', user: null });
    leavePage(`${PLATFORM}/showroom/cart?showroom=HOMEPRO1`);
    const target = await wentTo();
    expect(asked).toEqual([
      { path: '/api/session/handoff', body: '{}', authorization: 'Bearer 12|session-token-0000' },
    ]);
    expect(target.searchParams.get(SESSION_HANDOFF.param)).toBe('one-time');
    expect(target.searchParams.get('showroom')).toBe('HOMEPRO1');
  });

  it("carries a visitor's cart by asking for a code; the token goes only in the request body", async () => {
    storage.set(STORAGE_KEYS.cartId, CART_TOKEN);
    leavePage(`${PLATFORM}/showroom/checkout`);
    const target = await wentTo();
    expect(asked.map(({ path, body }) => ({ path, body }))).toEqual([
      { path: '/api/projectCart/handoff', body: JSON.stringify({ temp_project_id: CART_TOKEN }) },
    ]);
    expect(target.searchParams.get(CART_HANDOFF.param)).toBe('one-time');
    expect(target.href).not.toContain(CART_TOKEN);
  });

  it('asks for nothing when the visitor has neither, and goes at once', () => {
    session.setSession({ token: 'short', user: null });
    leavePage(`${PLATFORM}/showroom/cart`);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(asked).toEqual([]);
  });

  it('goes to an address of the page’s own origin as it is', () => {
    storage.set(STORAGE_KEYS.cartId, CART_TOKEN);
    const store = `${location.origin}/shop/?showroom-path=/cart`;
    leavePage(store);
    expect(assign).toHaveBeenCalledWith(store);
    expect(asked).toEqual([]);
  });

  it('opens the platform in a new tab from inside a frame, the tab opened while the click allows it', async () => {
    storage.set(STORAGE_KEYS.cartId, CART_TOKEN);
    const tab = { opener: {} as unknown, location: { href: 'about:blank' } };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    leavePage(`${PLATFORM}/showroom/cart`);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await vi.waitFor(() => expect(tab.location.href).not.toBe('about:blank'));
    const target = new URL(tab.location.href);
    expect(target.searchParams.get(CART_HANDOFF.param)).toBe('one-time');
    expect(tab.opener).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('leavePage from a frame on the page’s own origin', () => {
  it("opens a platform page in a new tab from a frame on the platform's origin (the console's preview), which it would refuse", () => {
    configureApi({ baseUrl: `${location.origin}/api` });
    const tab = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    leavePage(`${location.origin}/showroom/product/42`);
    expect(open).toHaveBeenCalledWith(`${location.origin}/showroom/product/42`, '_blank');
    expect(tab.opener).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(asked).toEqual([]);
  });

  it("leaves the pro's own pages, framed, to open as links", () => {
    vi.spyOn(window, 'parent', 'get').mockReturnValue({} as Window);
    const store = `${location.origin}/shop/?showroom-path=/cart`;
    leavePage(store);
    expect(assign).toHaveBeenCalledWith(store);
  });
});

describe('platformAddress', () => {
  const PAGE = 'https://pro.example/shop/?showroom-path=%2Fcart';

  it('names the page the visitor leaves, for the shell’s way back', () => {
    const target = platformAddress(`${PLATFORM}/showroom/checkout?showroom=HOMEPRO1`, PAGE, false);
    expect(target.searchParams.get(RETURN_TO_SITE.param)).toBe(PAGE);
    expect(target.searchParams.get('showroom')).toBe('HOMEPRO1');
    expect(target.pathname).toBe('/showroom/checkout');
  });

  it('names no page from inside a frame, whose document is not a page to come back to', () => {
    const target = platformAddress(`${PLATFORM}/showroom/cart`, PAGE, true);
    expect(target.searchParams.has(RETURN_TO_SITE.param)).toBe(false);
  });
});
