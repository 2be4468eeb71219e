/** The recently viewed rail keeps at most this many hashes (newest first). */
export const RECENTLY_VIEWED_MAX = 12;

/** Puts `hash` first, drops its older copy and anything past the cap. */
export function pushRecentlyViewed(list: readonly string[], hash: string): string[] {
  return [hash, ...list.filter((entry) => entry !== hash)].slice(0, RECENTLY_VIEWED_MAX);
}
