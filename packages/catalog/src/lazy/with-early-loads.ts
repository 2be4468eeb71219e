type EarlyLoads = typeof import('./element-early-loads.ts');

let loaded: EarlyLoads | null = null;
let loading: Promise<EarlyLoads> | null = null;

/**
 * Starts downloading the elements' early requests (a page with a product on it asks at once). A failed
 * download is asked again by the next element that needs it.
 */
export function preloadEarlyLoads(): Promise<EarlyLoads> {
  loading ??= import('./element-early-loads.ts').then(
    (loads) => {
      loaded = loads;
      return loads;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Runs `start` with the elements' early requests: at once when their chunk is here (so a screen
 * whose code is cached finds its early answer when it mounts), else when the chunk arrives. If the
 * chunk fails, the screen asks for its data itself, as it does without an early answer.
 */
export function withEarlyLoads(start: (loads: EarlyLoads) => void): void {
  if (loaded) {
    start(loaded);
    return;
  }
  preloadEarlyLoads().then(start, () => {});
}
