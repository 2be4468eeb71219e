import { STORAGE_KEYS } from '@showroom/contract';
import { PRODUCT_HASH_PATTERN } from '@showroom/contract/catalog';
import { storage } from '@showroom/core';
import { pushRecentlyViewed } from '../../rules/recently-viewed.ts';

/** The stored hashes, newest first; anything that is not a product hash is dropped. */
export function readRecentlyViewed(): string[] {
  try {
    const value: unknown = JSON.parse(storage.getString(STORAGE_KEYS.recentlyViewed) ?? '[]');
    return Array.isArray(value)
      ? value.filter((hash): hash is string => typeof hash === 'string' && PRODUCT_HASH_PATTERN.test(hash))
      : [];
  } catch {
    return [];
  }
}

/** Records a viewed product and returns the hashes viewed before it. */
export function recordViewed(hash: string): string[] {
  const before = readRecentlyViewed();
  storage.set(STORAGE_KEYS.recentlyViewed, pushRecentlyViewed(before, hash));
  return before.filter((entry) => entry !== hash);
}
