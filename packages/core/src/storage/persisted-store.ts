import type { StorageKey } from '@showroom/contract';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { storage } from './local-storage.ts';

export interface PersistedStore<T extends object> {
  readonly store: StoreApi<T>;
  /** Merges `partial` into the state, then writes the whole state back to storage. */
  readonly update: (partial: Partial<T>) => void;
}

/**
 * A vanilla store mirrored into browser storage under `keys`. The in-memory state stays
 * authoritative (storage may be unavailable); it is re-read only when someone else writes one
 * of the keys: another tab, or code in this tab going through `storage` (e.g. the logout clear).
 */
export function createPersistedStore<T extends object>(
  keys: readonly StorageKey[],
  read: () => T,
  write: (state: T) => void,
): PersistedStore<T> {
  const store = createStore<T>()(read);
  // Our own writes announce themselves key by key; re-reading half-written state would flicker.
  let writing = false;

  storage.watch(keys, () => {
    if (writing) return;
    const next = read();
    if (JSON.stringify(next) !== JSON.stringify(store.getState())) store.setState(next, true);
  });

  function update(partial: Partial<T>): void {
    // An explicit `undefined` would slip past the state's `| null` types; it means "leave as is".
    const defined = Object.fromEntries(Object.entries(partial).filter(([, value]) => value !== undefined));
    store.setState(defined as Partial<T>);
    writing = true;
    try {
      write(store.getState());
    } finally {
      writing = false;
    }
  }

  return { store, update };
}
