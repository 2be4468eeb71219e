import { STORAGE_KEYS } from '@showroom/contract';
import { draftItemSchema } from '@showroom/contract/account';
import { showroomSelection, storage } from '@showroom/core';
import { safeRedirect } from './redirect-path.ts';
import type { SignInContext } from './sign-in-outcome.ts';

/**
 * Reads the sign-in context from browser storage. `redirect` is the page's `?redirect=` (or the
 * element's `redirect` attribute) when it is a safe path, else the stored `redirect_to`.
 */
export function readSignInContext(redirect: string | null = null): SignInContext {
  return {
    redirect: safeRedirect(redirect) ?? safeRedirect(storage.getString(STORAGE_KEYS.redirectTo)),
    visualRedirect: safeRedirect(storage.getString(STORAGE_KEYS.visualRedirect)),
    draft: storage.getJson(STORAGE_KEYS.draftItem, draftItemSchema),
    cartId: storage.getString(STORAGE_KEYS.cartId)?.replace(/^"|"$/g, '') || null,
    showroomId: showroomSelection.current()?.showroom ?? null,
  };
}
