import { useRef } from 'react';

/**
 * Runs `start` (an early data request) in the render where `key` first appears. Not an effect:
 * when the screen's code is already cached, the screen mounts in the same commit, and a child's
 * effect (its own request) runs before a parent's, so an effect would start the early request
 * too late to be taken. `loadEarly` ignores a key already under way, so a repeated render is harmless.
 */
export function useEarlyLoad(key: string, start: () => void): void {
  const startedFor = useRef<string | null>(null);
  if (startedFor.current === key) return;
  startedFor.current = key;
  start();
}
