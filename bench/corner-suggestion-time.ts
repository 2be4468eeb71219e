import { STRAIGHT_ON_FLOOR, straightOnRoom, suggestCorners } from '@showroom/api';

const RUNS = 10;

export interface CornerSuggestionTime {
  /** The first call: OpenCV.js loaded into its thread, then one photo. */
  firstSeconds: number;
  /** Warm calls on the 800 × 600 drawn room, the slowest of `RUNS`. */
  warmMaxMs: number;
  warmMedianMs: number;
  /** How far the worst suggested corner fell from the drawn one, in pixels (a check that it worked). */
  missPx: number;
}

/** Decision 0119: "Suggest corners" on the server, cold (the library loads) and warm. */
export async function cornerSuggestionTime(): Promise<CornerSuggestionTime> {
  const bytes = await straightOnRoom();
  const photo = { width: 800, height: 600 };
  let started = performance.now();
  const first = await suggestCorners({ bytes, photo, kind: 'floor' });
  const firstSeconds = (performance.now() - started) / 1000;
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    started = performance.now();
    await suggestCorners({ bytes, photo, kind: 'floor' });
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const misses = (first ?? []).map(([x, y], i) =>
    Math.hypot(x - (STRAIGHT_ON_FLOOR[i]?.[0] ?? 0), y - (STRAIGHT_ON_FLOOR[i]?.[1] ?? 0)),
  );
  return {
    firstSeconds,
    warmMaxMs: times.at(-1) ?? 0,
    warmMedianMs: times[Math.floor(times.length / 2)] ?? 0,
    missPx: misses.length === 4 ? Math.max(...misses) : Number.POSITIVE_INFINITY,
  };
}
