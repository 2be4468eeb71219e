import { STORAGE_KEYS } from '@showroom/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetPage, selectShowroom } from './auth-test-kit.ts';
import { readSignInContext } from './sign-in-context.ts';

beforeEach(() => {
  resetPage().unregister();
});

describe('readSignInContext', () => {
  it('is empty when nothing is stored', () => {
    expect(readSignInContext()).toEqual({
      redirect: null,
      visualRedirect: null,
      draft: null,
      cartId: null,
      showroomId: null,
    });
  });

  it('reads the spec keys and the selected showroom', () => {
    selectShowroom();
    localStorage.setItem(STORAGE_KEYS.redirectTo, '/cart');
    localStorage.setItem(STORAGE_KEYS.visualRedirect, '"/visualize"');
    localStorage.setItem(STORAGE_KEYS.draftItem, JSON.stringify({ showroom: 7, floorplan: 1 }));
    localStorage.setItem(STORAGE_KEYS.cartId, '"tmp-5"');
    expect(readSignInContext()).toEqual({
      redirect: '/cart',
      visualRedirect: '/visualize',
      draft: { showroom: 7, floorplan: 1 },
      cartId: 'tmp-5',
      showroomId: 7,
    });
  });

  it('prefers a safe ?redirect= over the stored one', () => {
    localStorage.setItem(STORAGE_KEYS.redirectTo, '/cart');
    expect(readSignInContext('/checkout').redirect).toBe('/checkout');
    expect(readSignInContext('//evil.example').redirect).toBe('/cart');
  });

  it('reads a corrupt draft as none', () => {
    localStorage.setItem(STORAGE_KEYS.draftItem, '{broken');
    expect(readSignInContext().draft).toBeNull();
  });
});
