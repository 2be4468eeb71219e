import { STORAGE_KEYS } from '@showroom/contract';
import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import { onShowroomEvent, session } from '@showroom/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterRegistration } from './after-registration.ts';
import {
  authUser,
  envelope,
  fakeApi,
  jsonResponse,
  resetPage,
  routes,
  selectShowroom,
  TOKEN,
  toasts,
} from './auth-test-kit.ts';

const completeDraft = { showroom: 7, floorplan: 1, floorTemplate: 2 };
const user = { type: 'User' } as const;
const failure = () => jsonResponse(500, { message: 'Database down.' });
let page: ReturnType<typeof resetPage>;

beforeEach(() => {
  page = resetPage();
  session.setSession({ token: TOKEN, user: authUser() });
});
afterEach(() => page.unregister());

const store = (key: string, value: unknown) =>
  localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));

describe('afterRegistration (spec §4 Registration)', () => {
  describe('temporary cart', () => {
    it('creates a project, attaches the cart, clears cart_id and announces the cart update', async () => {
      selectShowroom();
      store(STORAGE_KEYS.cartId, 'tmp-3');
      const announced = vi.fn();
      const stop = onShowroomEvent(document, 'showroom:cart-updated', announced);
      const requests = fakeApi({
        'POST projectCart': envelope(81),
        'POST projectCart/update_project_cart': envelope({ cart_id: 9, project_id: 81 }),
      });
      await expect(afterRegistration(user)).resolves.toBe('/');
      expect(requests.map((request) => [request.route, request.body])).toEqual([
        ['POST projectCart', { showroom: 7 }],
        ['POST projectCart/update_project_cart', { re_temp_project_id: 'tmp-3', project_id: 81 }],
      ]);
      expect(localStorage.getItem(STORAGE_KEYS.cartId)).toBeNull();
      expect(announced).toHaveBeenCalledOnce();
      stop();
    });

    it.each([
      ['the project creation', { 'POST projectCart': failure() }],
      ['the attach', { 'POST projectCart': envelope(81), 'POST projectCart/update_project_cart': failure() }],
      ['a missing showroom', {}],
    ])("shows 'Please login to proceed.' when %s fails, then goes on", async (_case, answers) => {
      store(STORAGE_KEYS.cartId, 'tmp-3');
      store(STORAGE_KEYS.redirectTo, '/cart');
      if (_case !== 'a missing showroom') selectShowroom();
      fakeApi(answers);
      await expect(afterRegistration(user)).resolves.toBe('/cart');
      expect(toasts()).toEqual([{ type: 'error', message: ACCOUNT_MESSAGES.projectAttachFailed }]);
      expect(localStorage.getItem(STORAGE_KEYS.cartId)).toBe('tmp-3');
    });
  });

  describe('visual redirect', () => {
    it('with a complete draft creates a project, clears the visual redirect and goes there naming it', async () => {
      store(STORAGE_KEYS.visualRedirect, '/visualize?room=1');
      store(STORAGE_KEYS.draftItem, completeDraft);
      store(STORAGE_KEYS.redirectTo, '/cart');
      const requests = fakeApi({ 'POST projectCart': envelope(90) });
      await expect(afterRegistration(user)).resolves.toBe('/visualize?room=1&project=90');
      expect(routes(requests)).toEqual(['POST projectCart']);
      expect(localStorage.getItem(STORAGE_KEYS.visualRedirect)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.project)).toBe('90');
      expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBe('/cart');
    });

    it("on failure shows 'Internal server error.' and goes to /visualize", async () => {
      store(STORAGE_KEYS.visualRedirect, '/visualize/checklist');
      store(STORAGE_KEYS.draftItem, completeDraft);
      fakeApi({ 'POST projectCart': failure() });
      await expect(afterRegistration(user)).resolves.toBe('/visualize');
      expect(toasts()).toEqual([{ type: 'error', message: ACCOUNT_MESSAGES.projectCreationFailedAtLogin }]);
      expect(localStorage.getItem(STORAGE_KEYS.visualRedirect)).toBe('/visualize/checklist');
    });

    it('without a complete draft goes to /visualize, creating nothing', async () => {
      store(STORAGE_KEYS.visualRedirect, '/visualize/checklist');
      store(STORAGE_KEYS.draftItem, { showroom: 7, floorplan: 1 });
      const requests = fakeApi({});
      await expect(afterRegistration(user)).resolves.toBe('/visualize');
      expect(requests).toEqual([]);
    });

    it('applies only to type User', async () => {
      store(STORAGE_KEYS.visualRedirect, '/visualize');
      store(STORAGE_KEYS.draftItem, completeDraft);
      const requests = fakeApi({});
      await expect(afterRegistration({ type: 'Contractor' })).resolves.toBe('/');
      expect(requests).toEqual([]);
    });
  });

  describe('otherwise', () => {
    it('goes to the stored redirect_to and clears it', async () => {
      store(STORAGE_KEYS.redirectTo, '/product/abc');
      await expect(afterRegistration(user)).resolves.toBe('/product/abc');
      expect(localStorage.getItem(STORAGE_KEYS.redirectTo)).toBeNull();
    });

    it('goes home without one, or with an unsafe one', async () => {
      await expect(afterRegistration(user)).resolves.toBe('/');
      store(STORAGE_KEYS.redirectTo, 'https://evil.example');
      await expect(afterRegistration(user)).resolves.toBe('/');
    });
  });
});
