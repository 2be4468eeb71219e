import type { StorageKey } from '@showroom/contract';
import type { z } from 'zod/mini';
import { createPageMemoryStorage, isStorageDenied, type KeyValueStorage } from './page-memory-storage.ts';

type KeyListener = (key: StorageKey | null) => void;
const sameTabListeners = new Set<KeyListener>();

/** Set, for the rest of the page's life, once the browser denied localStorage. */
let pageMemory: KeyValueStorage | null = null;

function fallBackToPageMemory(): KeyValueStorage {
  pageMemory ??= createPageMemoryStorage();
  return pageMemory;
}

/**
 * localStorage, or the page's memory where the browser denies it: sandboxed iframes and blocked
 * third-party storage throw `SecurityError` on mere property access (issue #22), so the access
 * itself is guarded. Without any storage at all (a worker, a test without DOM) it is null.
 */
function backend(): KeyValueStorage | null {
  if (pageMemory) return pageMemory;
  try {
    return globalThis.localStorage ?? null;
  } catch (error) {
    return isStorageDenied(error) ? fallBackToPageMemory() : null;
  }
}

function announce(key: StorageKey | null): void {
  for (const listener of sameTabListeners) listener(key);
}

function getString(key: StorageKey): string | null {
  try {
    return backend()?.getItem(key) ?? null;
  } catch (error) {
    return isStorageDenied(error) ? fallBackToPageMemory().getItem(key) : null;
  }
}

/** Parses and validates a stored JSON value; corrupt or foreign data reads as absent. */
function getJson<S extends z.ZodMiniType>(key: StorageKey, schema: S): z.output<S> | null {
  const raw = getString(key);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Stores a string as it is and anything else as JSON (read it back with `getJson`).
 * Returns false when the write was refused (no storage, quota exceeded); a denied storage keeps
 * it in the page's memory instead.
 */
function set(key: StorageKey, value: unknown): boolean {
  const text: string | undefined = typeof value === 'string' ? value : JSON.stringify(value);
  // `undefined` has no JSON form; storing it would leave the string "undefined" behind.
  if (text === undefined) {
    remove(key);
    return true;
  }
  const store = backend();
  if (!store) return false;
  try {
    store.setItem(key, text);
  } catch (error) {
    if (!isStorageDenied(error)) return false;
    fallBackToPageMemory().setItem(key, text);
  }
  announce(key);
  return true;
}

function remove(key: StorageKey): void {
  try {
    backend()?.removeItem(key);
  } catch (error) {
    if (!isStorageDenied(error)) return;
    fallBackToPageMemory().removeItem(key);
  }
  announce(key);
}

/** Removes several keys, e.g. `LOGOUT_CLEARED_KEYS` at logout. */
function clear(keys: readonly StorageKey[]): void {
  for (const key of keys) remove(key);
}

/**
 * Calls back when one of `keys` changes, whether written through this module in this tab or
 * by another tab (the browser's `storage` event, which never fires in the writing tab).
 */
function watch(keys: readonly StorageKey[], callback: () => void): () => void {
  const onKey: KeyListener = (key) => {
    if (key === null || keys.includes(key)) callback();
  };
  const onStorageEvent = (event: StorageEvent) => {
    if (event.key === null || (keys as readonly string[]).includes(event.key)) callback();
  };
  sameTabListeners.add(onKey);
  globalThis.addEventListener?.('storage', onStorageEvent);
  return () => {
    sameTabListeners.delete(onKey);
    globalThis.removeEventListener?.('storage', onStorageEvent);
  };
}

/** Typed, never-throwing access to the spec's browser storage keys (spec §3), kept in memory where denied. */
export const storage = { getString, getJson, set, remove, clear, watch };
