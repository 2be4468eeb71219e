/**
 * The 3D room's frame budgets (issue #13) in headless Chromium's software GL (SwiftShader) at
 * 1280×720: the first frame after navigation, the median frame time while orbiting, and how long a
 * floor material takes to show. Parametrised by the page's URL and the floor products to swap
 * between, so it drives the scene harness (scripts/visualizer-harness.ts) or the real screen alike:
 * both name the slot list's floor button "Floor: <product>" and the picker's buttons by product.
 */
import { ROOM_FIRST_FRAME_MARK } from '@showroom/contract/visualizer';
import { chromium, type Locator, type Page } from 'playwright-core';
import { ensureChromium, SOFTWARE_GL_ARGS } from '../scripts/ensure-chromium.ts';

const VIEWPORT = { width: 1280, height: 720 };
const ORBIT_FRAMES = 120;

/** The scene harness's floor products (packages/visualizer/src/scene/testing/harness-products.ts). */
export const HARNESS_FLOOR_PRODUCTS = ['Harness Slate Tile', 'Harness Ivory Tile', 'Harness Oak Plank'];

export interface VisualizerFrames {
  firstFrameMs: number;
  orbitMedianFrameMs: number;
  /** Frames drawn while orbiting (the median's sample). */
  orbitFrames: number;
  /** Each swap's time from the click to a changed floor on the canvas, in order. */
  swapMs: number[];
  renderer: string;
}

/**
 * In the page: samples the canvas (downscaled) every display frame and notes when at least 2% of it
 * differs from the picture before; and records display-frame times (rAF) while asked to.
 */
const PROBE = `(() => {
  const probe = { canvas: null, baseline: null, changedAt: null, pointerId: 1 };
  const sample = document.createElement('canvas');
  sample.width = 64; sample.height = 36;
  const context = sample.getContext('2d', { willReadFrequently: true });
  function pixels() {
    context.drawImage(probe.canvas, 0, 0, sample.width, sample.height);
    return context.getImageData(0, 0, sample.width, sample.height).data;
  }
  function tick() {
    if (probe.baseline && probe.changedAt === null) {
      const current = pixels();
      let changed = 0;
      for (let i = 0; i < current.length; i += 4) {
        const delta = Math.abs(current[i] - probe.baseline[i]) + Math.abs(current[i + 1] - probe.baseline[i + 1]) + Math.abs(current[i + 2] - probe.baseline[i + 2]);
        if (delta > 30) changed++;
      }
      if (changed > (current.length / 4) * 0.02) probe.changedAt = performance.now();
    }
    requestAnimationFrame(tick);
  }
  document.addEventListener('pointerdown', (event) => { probe.pointerId = event.pointerId; }, true);
  probe.arm = (canvas) => { probe.canvas = canvas; probe.baseline = pixels(); probe.changedAt = null; };
  // Moves the pressed pointer a little on every display frame (as a dragging hand's moves arrive,
  // one per frame), so every frame has a new view to draw; resolves with the frames' times.
  probe.orbit = (canvas, x, y, count) => new Promise((resolve) => {
    const times = [];
    function step(now) {
      times.push(now);
      if (times.length > count) { resolve(times); return; }
      const moved = { clientX: x - times.length * 4, clientY: y - Math.sin(times.length / 12) * 30 };
      canvas.dispatchEvent(new PointerEvent('pointermove', { ...moved, pointerId: probe.pointerId, pointerType: 'mouse', isPrimary: true, buttons: 1, bubbles: true, composed: true }));
      requestAnimationFrame(step);
    }
    requestAnimationFrame(step);
  });
  requestAnimationFrame(tick);
  window.__roomProbe = probe;
})()`;

/** What the probe offers the bench's callbacks (bench code has no DOM types). */
interface ProbeGlobal {
  __roomProbe: {
    arm: (canvas: unknown) => void;
    changedAt: number | null;
    orbit: (canvas: unknown, x: number, y: number, count: number) => Promise<number[]>;
  };
}

/** The bit of a WebGL context that names its renderer. */
interface WebglInfo {
  getExtension: (name: string) => { UNMASKED_RENDERER_WEBGL: number } | null;
  getParameter: (name: number) => unknown;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

async function firstFrameMs(page: Page, timeout = 30_000): Promise<number> {
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, ROOM_FIRST_FRAME_MARK, {
    timeout,
  });
  return page.evaluate(
    (mark) => performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
    ROOM_FIRST_FRAME_MARK,
  );
}

/** Presses on the canvas and drags a little further on every display frame: the orbit's frame times. */
async function orbitFrameTimes(page: Page, canvas: Locator): Promise<number[]> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The room canvas has no box.');
  const x = box.x + box.width * 0.6;
  const y = box.y + box.height * 0.6;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const frames = await canvas.evaluate(
    (element, [atX, atY, count]) =>
      (globalThis as unknown as ProbeGlobal).__roomProbe.orbit(element, atX, atY, count),
    [x, y, ORBIT_FRAMES] as const,
  );
  await page.mouse.up();
  return frames.slice(1).map((time, index) => time - (frames[index] ?? time));
}

async function swapMs(page: Page, canvas: Locator, product: string): Promise<number> {
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
  );
  await canvas.evaluate((element) => (globalThis as unknown as ProbeGlobal).__roomProbe.arm(element));
  const button = page.getByRole('button', { name: product, exact: true });
  // Clicked in the page, so the time starts when the screen gets the click, not when the bench sends it.
  const clickedAt = await button.evaluate((element) => {
    const at = performance.now();
    (element as unknown as { click: () => void }).click();
    return at;
  });
  await page.waitForFunction(
    () => (globalThis as unknown as ProbeGlobal).__roomProbe.changedAt !== null,
    null,
    { timeout: 10_000 },
  );
  return (
    (await page.evaluate(() => (globalThis as unknown as ProbeGlobal).__roomProbe.changedAt ?? Number.NaN)) -
    clickedAt
  );
}

/**
 * Opens `url`, waits for the room, orbits, then puts each of `floorProducts` on the floor in turn
 * (twice round, so cached textures are timed as well as first loads).
 */
export async function visualizerFrames(
  url: string,
  floorProducts: readonly string[],
): Promise<VisualizerFrames> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: SOFTWARE_GL_ARGS });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.addInitScript(PROBE);
    await page.goto(url);
    const firstFrame = await firstFrameMs(page);
    const canvas = page.locator('canvas').first();
    const renderer = await canvas.evaluate((element) => {
      const gl = (element as unknown as { getContext: (kind: string) => WebglInfo | null }).getContext(
        'webgl2',
      );
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return info && gl ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'unknown';
    });
    const frames = await orbitFrameTimes(page, canvas);
    await page.getByRole('button', { name: /^Floor: / }).click();
    const swaps: number[] = [];
    for (const product of [...floorProducts, ...floorProducts])
      swaps.push(await swapMs(page, canvas, product));
    return {
      firstFrameMs: firstFrame,
      orbitMedianFrameMs: median(frames),
      orbitFrames: frames.length,
      swapMs: swaps,
      renderer,
    };
  } finally {
    await browser.close();
  }
}

/** The first frame of the 3D room on a page, or `null` when the page draws none within 20 s. */
export async function visualizerFirstFrameMs(url: string): Promise<number | null> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: SOFTWARE_GL_ARGS });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.goto(url);
    return await firstFrameMs(page, 20_000).catch(() => null);
  } finally {
    await browser.close();
  }
}
