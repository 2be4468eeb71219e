import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import type { Segment } from './line-geometry.ts';

/**
 * The photo is searched at most this wide or high: a room's floor and wall edges are long straight lines
 * that survive the shrink, while grain, grout and noise mostly do not.
 */
export const SEARCH_SIDE = 640;

/** Canny's hysteresis on a 5 × 5-blurred photo, and the Hough vote and lengths at `SEARCH_SIDE`. */
const CANNY = { low: 15, high: 45 };
const HOUGH = { votes: 50, minLength: 40, maxGap: 10 };
/** Past this, a worker that did not answer is taken for stuck; the library loads in seconds. */
const TIMEOUT_MS = 30_000;

interface Pending {
  resolve: (segments: Int32Array) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
}

interface WorkerAnswer {
  id: number;
  segments?: Int32Array;
  error?: string;
}

let thread: Worker | null = null;
let asked = 0;
const pending = new Map<number, Pending>();

function failAll(error: Error) {
  for (const job of pending.values()) {
    clearTimeout(job.timer);
    job.reject(error);
  }
  pending.clear();
  thread = null;
}

/** One thread per process, started on the first photo and kept (unref'd: it never holds the process). */
function lineThread(): Worker {
  if (thread) return thread;
  const started = new Worker(new URL('./photo-lines-worker.mjs', import.meta.url));
  started.unref();
  started.on('message', ({ id, segments, error }: WorkerAnswer) => {
    const job = pending.get(id);
    if (!job) return;
    pending.delete(id);
    clearTimeout(job.timer);
    if (segments) job.resolve(segments);
    else job.reject(new Error(error ?? 'the line finder gave no answer'));
  });
  started.on('error', (error) => failAll(error));
  started.on('exit', () => failAll(new Error('the line finder stopped')));
  thread = started;
  return started;
}

function findSegments(pixels: Uint8Array<ArrayBuffer>, width: number, height: number): Promise<Int32Array> {
  asked += 1;
  const id = asked;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error('the line finder timed out'));
    }, TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    lineThread().postMessage({ id, job: { pixels, width, height, canny: CANNY, hough: HOUGH } }, [
      pixels.buffer,
    ]);
  });
}

/** A photo's straight segments, searched at `SEARCH_SIDE` and given back in the search's pixels. */
export interface PhotoLines {
  width: number;
  height: number;
  segments: Segment[];
}

/** The straight lines of an encoded photo (any format sharp reads), through OpenCV in its own thread. */
export async function photoLines(bytes: Buffer): Promise<PhotoLines> {
  const { data, info } = await sharp(bytes)
    .rotate()
    .resize(SEARCH_SIDE, SEARCH_SIDE, { fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  // Its own buffer, handed over to the thread without a copy.
  const pixels = new Uint8Array(data.byteLength);
  pixels.set(data);
  const found = await findSegments(pixels, info.width, info.height);
  const segments: Segment[] = [];
  for (let i = 0; i + 3 < found.length; i += 4) {
    segments.push([found[i] ?? 0, found[i + 1] ?? 0, found[i + 2] ?? 0, found[i + 3] ?? 0]);
  }
  return { width: info.width, height: info.height, segments };
}
