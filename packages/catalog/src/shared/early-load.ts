/**
 * Data a screen will ask for, requested while the screen's own code is still downloading: the
 * route (or element) knows the request before the lazy screen does, so the two travel in
 * parallel instead of one after the other (issue #11: the list's data was the last link of a
 * chain of chunk downloads). The screen takes the answer once; a later load fetches afresh.
 */
const started = new Map<string, { at: number; answer: Promise<unknown> }>();

/** An early answer older than this is not used (the screen never came; the data may be stale). */
const FRESH_MS = 10_000;

/** Starts `load` for `key` unless it is already under way. */
export function loadEarly(key: string, load: () => Promise<unknown>): void {
  if (started.has(key)) return;
  const answer = load();
  // The screen may never take it (the visitor left); its failure then is nobody's to report.
  answer.catch(() => {});
  started.set(key, { at: Date.now(), answer });
}

/** The early answer for `key` if one is fresh (taken once), else `load()`. */
export function takeEarly<T>(key: string, load: () => Promise<T>): Promise<T> {
  const early = started.get(key);
  started.delete(key);
  // The early load ran `load`'s twin for the same key, so its answer has `load`'s type.
  return early && Date.now() - early.at < FRESH_MS ? (early.answer as Promise<T>) : load();
}
