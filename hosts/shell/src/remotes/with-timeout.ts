import { UI_TIMING } from '@showroom/contract';

/** A lazily fetched piece fails after 120 s instead of spinning forever (spec §8, §9). */
export function withTimeout<T>(load: () => Promise<T>, ms = UI_TIMING.lazyLoadTimeoutMs): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
