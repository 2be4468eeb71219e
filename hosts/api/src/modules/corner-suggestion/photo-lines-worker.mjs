// The line finder's thread (decision 0119): OpenCV.js takes seconds to load and holds tens of MB, so it
// lives here, loaded once on the first photo, and never blocks the API's event loop. Plain JavaScript:
// the thread runs outside the TypeScript loader. In: a greyscale photo; out: its straight segments.
import { createRequire } from 'node:module';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);

/**
 * OpenCV's module once its WebAssembly is ready, in a box: the module has a `then` that resolves to
 * itself, so a promise of the module itself would never settle.
 */
const ready = new Promise((resolve) => {
  const cv = require('@techstark/opencv-js');
  if (cv.Mat) resolve({ cv });
  else cv.onRuntimeInitialized = () => resolve({ cv });
});

/**
 * Canny edges of the blurred photo, then the probabilistic Hough transform (half-degree steps: a gently sloping edge stays one segment): segments as
 * [x1, y1, x2, y2] in the photo's pixels.
 */
function segmentsOf(cv, { pixels, width, height, canny, hough }) {
  const grey = cv.matFromArray(height, width, cv.CV_8UC1, pixels);
  const blurred = new cv.Mat();
  const edges = new cv.Mat();
  const lines = new cv.Mat();
  try {
    cv.GaussianBlur(grey, blurred, new cv.Size(5, 5), 0);
    cv.Canny(blurred, edges, canny.low, canny.high);
    cv.HoughLinesP(edges, lines, 1, Math.PI / 360, hough.votes, hough.minLength, hough.maxGap);
    return Int32Array.from(lines.data32S);
  } finally {
    grey.delete();
    blurred.delete();
    edges.delete();
    lines.delete();
  }
}

parentPort?.on('message', async ({ id, job }) => {
  try {
    const { cv } = await ready;
    const segments = segmentsOf(cv, job);
    parentPort?.postMessage({ id, segments }, [segments.buffer]);
  } catch (error) {
    parentPort?.postMessage({ id, error: String(error) });
  }
});
