import { STORAGE_KEYS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { onShowroomEvent, session } from '@showroom/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applySignInOutcome } from './apply-sign-in-outcome.ts';
import {
  authUser,
  envelope,
  fakeApi,
  jsonResponse,
  resetPage,
  routes,
  TOKEN,
  toasts,
} from './auth-test-kit.ts';

const project = { showroom: 7, floorplan: 1, floorTemplate: 2 };
const serverError = () => jsonResponse(500, { message: 'Database down.' });
let page: ReturnType<typeof resetPage>;

beforeEach(() => {
  page = resetPage();
  session.setSession({ token: TOKEN, user: authUser() });
});
afterEach(() => page.unregister());

describe('applySignInOutcome', () => {
  it('rejected: revokes and clears the session, shows the error, stays, keeps showroom and cart', async () => {
    localStorage.setItem(STORAGE_KEYS.cartId, 'tmp-1');
    const requests = fakeApi({ 'POST logout': envelope(null) });
    await applySignInOutcome({ kind: 'rejected', message: ACCOUNT_MESSAGES.accountPending });
    expect(routes(requests)).toEqual(['POST logout']);
    expect(requests[0]?.authorization).toBe(`Bearer ${TOKEN}`);
    expect(session.isLoggedIn()).toBe(false);
    expect(toasts()).toEqual([{ type: 'error', message: ACCOUNT_MESSAGES.accountPending }]);
    expect(page.navigator).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.cartId)).toBe('tmp-1');
  });

  it('go: navigates', async () => {
    await applySignInOutcome({ kind: 'go', path: '/cart' });
    expect(page.navigator).toHaveBeenCalledWith('/cart');
  });

  describe('create-project (a)', () => {
    it('creates the project, stores its id, clears the visual redirect and follows it naming the project', async () => {
      localStorage.setItem(STORAGE_KEYS.visualRedirect, '/visualize?plan=kitchen-l');
      const requests = fakeApi({ 'POST projectCart': envelope(55) });
      const destination = '/visualize?plan=kitchen-l';
      await applySignInOutcome({ kind: 'create-project', project, destination });
      expect(requests[0]?.body).toEqual(project);
      expect(localStorage.getItem(STORAGE_KEYS.project)).toBe('55');
      expect(localStorage.getItem(STORAGE_KEYS.visualRedirect)).toBeNull();
      expect(page.navigator).toHaveBeenCalledWith('/visualize?plan=kitchen-l&project=55');
      expect(toasts()).toEqual([]);
    });

    it("on failure shows only 'Internal server error.' and goes home", async () => {
      localStorage.setItem(STORAGE_KEYS.visualRedirect, '/visualize');
      fakeApi({ 'POST projectCart': serverError() });
      await applySignInOutcome({ kind: 'create-project', project, destination: '/visualize' });
      expect(toasts()).toEqual([{ type: 'error', message: ACCOUNT_MESSAGES.projectCreationFailedAtLogin }]);
      expect(page.navigator).toHaveBeenCalledWith('/');
      expect(localStorage.getItem(STORAGE_KEYS.visualRedirect)).toBe('/visualize');
    });
  });

  describe('attach-cart (b)', () => {
    const outcome = { kind: 'attach-cart', project, cartId: 'tmp-1', destination: '/checkout' } as const;

    it('creates the project, attaches the cart, forgets cart_id, announces the cart and redirects', async () => {
      localStorage.setItem(STORAGE_KEYS.cartId, 'tmp-1');
      const announced = vi.fn();
      const stop = onShowroomEvent(document, 'showroom:cart-updated', announced);
      const requests = fakeApi({
        'POST projectCart': envelope(56),
        'POST projectCart/update_project_cart': envelope({ cart_id: 9, project_id: 56 }, 'Cart updated.'),
      });
      await applySignInOutcome(outcome);
      expect(routes(requests)).toEqual(['POST projectCart', 'POST projectCart/update_project_cart']);
      expect(requests[1]?.body).toEqual({ re_temp_project_id: 'tmp-1', project_id: 56 });
      expect(localStorage.getItem(STORAGE_KEYS.cartId)).toBeNull();
      expect(announced).toHaveBeenCalledOnce();
      expect(page.navigator).toHaveBeenCalledWith('/checkout');
      // Nothing merged (the visitor's cart simply became theirs): no toast.
      expect(toasts()).toEqual([]);
      stop();
    });

    it("says what came over when the server merged the visitor's lines into the homeowner's cart", async () => {
      localStorage.setItem(STORAGE_KEYS.cartId, 'tmp-1');
      const merged = { added: 1, combined: 0, capped: [] };
      fakeApi({
        'POST projectCart': envelope(56),
        'POST projectCart/update_project_cart': envelope({ cart_id: 9, project_id: 56, merged }),
      });
      await applySignInOutcome(outcome);
      expect(toasts()).toEqual([
        { type: 'success', message: 'Your cart now also has the 1 item you picked before signing in.' },
      ]);
    });

    it('warns when a merged line was held to its stock', async () => {
      const merged = {
        added: 0,
        combined: 1,
        capped: [{ product_id: 4, name: 'Oak plank', qty: 3, by: 'stock' }],
      };
      fakeApi({
        'POST projectCart': envelope(56),
        'POST projectCart/update_project_cart': envelope({ cart_id: 9, project_id: 56, merged }),
      });
      await applySignInOutcome(outcome);
      expect(toasts()).toEqual([
        {
          type: 'warning',
          message:
            'Your cart now also has the 1 item you picked before signing in (added to the same item already in it).' +
            ' Oak plank is limited to 3, all that is in stock.',
        },
      ]);
    });

    it("a failed project creation shows 'Internal server error.' and goes home without attaching", async () => {
      const requests = fakeApi({ 'POST projectCart': serverError() });
      await applySignInOutcome(outcome);
      expect(routes(requests)).toEqual(['POST projectCart']);
      expect(toasts()).toEqual([{ type: 'error', message: ACCOUNT_MESSAGES.projectCreationFailedAtLogin }]);
      expect(page.navigator).toHaveBeenCalledWith('/');
    });

    it("a failed attach shows 'Please login to proceed.', keeps cart_id and still redirects", async () => {
      localStorage.setItem(STORAGE_KEYS.cartId, 'tmp-1');
      fakeApi({ 'POST projectCart': envelope(56), 'POST projectCart/update_project_cart': serverError() });
      await applySignInOutcome(outcome);
      expect(toasts()).toEqual([{ type: 'error', message: ACCOUNT_MESSAGES.projectAttachFailed }]);
      expect(localStorage.getItem(STORAGE_KEYS.cartId)).toBe('tmp-1');
      expect(page.navigator).toHaveBeenCalledWith('/checkout');
    });
  });
});
