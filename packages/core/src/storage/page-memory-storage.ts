/** The part of the Web Storage API that core's storage uses. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * A store kept in memory for the page's life: what core's storage falls back to where the browser
 * refuses localStorage (a sandboxed or third-party iframe throws `SecurityError`). The visitor's
 * cart token still holds across widgets and screens of the page, and the cart itself is on the
 * server under that token, so nothing a person made depends on the browser keeping it.
 */
export function createPageMemoryStorage(): KeyValueStorage {
  const entries = new Map<string, string>();
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

/** A refusal that will not change while the page lives (unlike a full quota, which may). */
export function isStorageDenied(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'SecurityError';
}
