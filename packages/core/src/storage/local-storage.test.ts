import { STORAGE_KEYS } from '@showroom/contract';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { storage } from './local-storage.ts';

// Files share one module graph (isolate: false): the fresh copies imported here keep what their tests did to
// them (a fallback, a flag, a stub), so the next file starts from a new graph.
afterAll(() => vi.resetModules());

const pointSchema = z.object({ x: z.number() });

/** Replaces `localStorage` with what `get` returns (or throws); returns the restore function. */
function replaceLocalStorage(get: () => Storage): () => void {
  const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage');
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, get });
  return () => {
    if (original) Object.defineProperty(globalThis, 'localStorage', original);
  };
}

describe('storage', () => {
  beforeEach(() => localStorage.clear());

  it('stores strings as they are and other values as JSON', () => {
    storage.set(STORAGE_KEYS.authToken, 'abc');
    storage.set(STORAGE_KEYS.myItem, { x: 1 });
    expect(localStorage.getItem('authToken')).toBe('abc');
    expect(storage.getString(STORAGE_KEYS.authToken)).toBe('abc');
    expect(storage.getJson(STORAGE_KEYS.myItem, pointSchema)).toEqual({ x: 1 });
  });

  it('removes the key rather than storing "undefined"', () => {
    storage.set(STORAGE_KEYS.cartId, '7');
    storage.set(STORAGE_KEYS.cartId, undefined);
    expect(localStorage.getItem('cart_id')).toBeNull();
  });

  it('reads corrupt JSON and values of the wrong shape as absent', () => {
    localStorage.setItem('my_item', '{not json');
    expect(storage.getJson(STORAGE_KEYS.myItem, pointSchema)).toBeNull();
    localStorage.setItem('my_item', '{"x":"one"}');
    expect(storage.getJson(STORAGE_KEYS.myItem, pointSchema)).toBeNull();
    expect(storage.getJson(STORAGE_KEYS.showroom, pointSchema)).toBeNull();
  });

  it('removes the given keys and leaves the others', () => {
    storage.set(STORAGE_KEYS.cartId, '7');
    storage.set(STORAGE_KEYS.project, '8');
    storage.set(STORAGE_KEYS.authToken, 'keep');
    storage.clear([STORAGE_KEYS.cartId, STORAGE_KEYS.project]);
    expect(storage.getString(STORAGE_KEYS.cartId)).toBeNull();
    expect(storage.getString(STORAGE_KEYS.project)).toBeNull();
    expect(storage.getString(STORAGE_KEYS.authToken)).toBe('keep');
  });

  describe('when the browser refuses storage', () => {
    let restore: () => void = () => {};
    afterEach(() => restore());

    /** A fresh copy of the module: falling back to memory lasts for the page's (the module's) life. */
    async function freshStorage() {
      vi.resetModules();
      return (await import('./local-storage.ts')).storage;
    }

    it('keeps values in the page memory, never throwing, where any access is denied', async () => {
      restore = replaceLocalStorage(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      });
      const denied = await freshStorage();
      expect(denied.getString(STORAGE_KEYS.cartId)).toBeNull();
      expect(denied.getJson(STORAGE_KEYS.myItem, pointSchema)).toBeNull();
      expect(denied.set(STORAGE_KEYS.cartId, 'token-1')).toBe(true);
      expect(denied.set(STORAGE_KEYS.myItem, { x: 2 })).toBe(true);
      expect(denied.getString(STORAGE_KEYS.cartId)).toBe('token-1');
      expect(denied.getJson(STORAGE_KEYS.myItem, pointSchema)).toEqual({ x: 2 });
      expect(() => denied.clear([STORAGE_KEYS.cartId])).not.toThrow();
      expect(denied.getString(STORAGE_KEYS.cartId)).toBeNull();
    });

    it('moves to the page memory when a read or write throws SecurityError, and tells watchers', async () => {
      const deny = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      const refusing = { getItem: deny, setItem: deny, removeItem: deny } as unknown as Storage;
      restore = replaceLocalStorage(() => refusing);
      const denied = await freshStorage();
      const callback = vi.fn();
      const stop = denied.watch([STORAGE_KEYS.cartId], callback);
      expect(denied.set(STORAGE_KEYS.cartId, 'token-2')).toBe(true);
      expect(denied.getString(STORAGE_KEYS.cartId)).toBe('token-2');
      expect(callback).toHaveBeenCalledTimes(1);
      stop();
    });

    it('reports a refused write when the quota is exceeded', () => {
      const full = {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      } as unknown as Storage;
      restore = replaceLocalStorage(() => full);
      expect(storage.set(STORAGE_KEYS.productList, 'x'.repeat(10))).toBe(false);
    });
  });

  describe('watch', () => {
    it('tells about writes in this tab and in other tabs, for the watched keys only', () => {
      const callback = vi.fn();
      const stop = storage.watch([STORAGE_KEYS.cartId], callback);

      storage.set(STORAGE_KEYS.cartId, '1');
      storage.set(STORAGE_KEYS.project, '2');
      expect(callback).toHaveBeenCalledTimes(1);

      window.dispatchEvent(new StorageEvent('storage', { key: 'cart_id', newValue: '3' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'project', newValue: '4' }));
      expect(callback).toHaveBeenCalledTimes(2);

      stop();
      storage.set(STORAGE_KEYS.cartId, '5');
      expect(callback).toHaveBeenCalledTimes(2);
    });
  });
});
