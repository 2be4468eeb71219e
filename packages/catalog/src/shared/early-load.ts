/**
 * Data a screen will ask for, requested while the screen's own code is still downloading: the
 * route (or element) knows the request before the lazy screen does, so the two travel in
 * parallel instead of one after the other (issue #11: the list's data was the last link of a
 * chain of chunk downloads). The screen takes the answer once; a later load fetches afresh.
 */
const started = new Map<string, { at: number; answer: Promise<unknown> }>();

/** An early answer older than this is not used (the screen never came; the data may be stale). */
const FRESH_MS = 10_000;

/**
 * Keys a screen asked for itself (it found no early answer), and when: an early request started after
 * that (its code arrived late, decision 0130) would only ask the same again.
 */
const askedByScreen = new Map<string, number>();

/** Starts `load` for `key` unless it is already under way, or its screen already asked for it. */
export function loadEarly(key: string, load: () => Promise<unknown>): void {
  if (started.has(key)) return;
  const asked = askedByScreen.get(key);
  askedByScreen.delete(key);
  if (asked !== undefined && Date.now() - asked < FRESH_MS) return;
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
  if (early && Date.now() - early.at < FRESH_MS) return early.answer as Promise<T>;
  askedByScreen.set(key, Date.now());
  return load();
}
