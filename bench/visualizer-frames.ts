/**
 * The 3D room's frame budgets (issue #13) on `/showroom/visualize` of the built product, with the demo
 * showroom chosen and an L kitchen, in headless Chromium's software GL (SwiftShader) at a 1280×720
 * viewport: the first frame after navigation, the median frame time while orbiting, and how long a
 * floor chosen in the picker takes to show. `tsx bench/visualizer-frames.ts <platform URL>` runs it alone.
 */
import { ROUTE_PATHS, STORAGE_KEYS, shellPath } from '@showroom/contract';
import { PICKER_PAGE_SIZE, ROOM_FIRST_FRAME_MARK } from '@showroom/contract/visualizer';
import { FLOOR_PLANS, slotCategories } from '@showroom/rooms';
import { chromium, type Locator, type Page } from 'playwright-core';
import { ensureChromium, SOFTWARE_GL_ARGS } from '../scripts/ensure-chromium.ts';

const VIEWPORT = { width: 1280, height: 720 };
const ORBIT_FRAMES = 120;
const SHOWROOM_ID = 'HOMEPRO1';
/** The room: the first L kitchen (the journeys' kitchen too). */
const PLAN = FLOOR_PLANS.find((plan) => plan.kind === 'kitchen-l');
/** The picker's page size: its first page is the products it shows on opening. */
/**
 * A changed material or view is drawn at half resolution in software GL and back at full resolution
 * 400 ms after the last change; a swap is armed after that, so that redraw is not taken for the swap.
 */
const REST_MS = 700;

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
  const before = await canvas.screenshot();
  await page.mouse.move(x, y);
  await page.mouse.down();
  const frames = await canvas.evaluate(
    (element, [atX, atY, count]) =>
      (globalThis as unknown as ProbeGlobal).__roomProbe.orbit(element, atX, atY, count),
    [x, y, ORBIT_FRAMES] as const,
  );
  await page.mouse.up();
  // Frame times of a view that did not move would measure nothing.
  if (before.equals(await canvas.screenshot())) throw new Error('The orbit did not move the 3D view.');
  return frames.slice(1).map((time, index) => time - (frames[index] ?? time));
}

/** Waits for the view to come to rest (see REST_MS) and two more display frames. */
async function rest(page: Page): Promise<void> {
  await page.waitForTimeout(REST_MS);
  await page.evaluate(
    'new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))',
  );
}

/** Chooses the picker's product `hash`; the time from the click to the frame where the floor changed. */
async function swapMs(page: Page, canvas: Locator, hash: string): Promise<number> {
  await rest(page);
  await canvas.evaluate((element) => (globalThis as unknown as ProbeGlobal).__roomProbe.arm(element));
  const button = page.locator(`[data-product="${hash}"]`);
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

/** Chooses the demo showroom on the home page, as a homeowner does (it lands in `my_item`). */
async function chooseShowroom(page: Page, platformUrl: string): Promise<number> {
  await page.goto(`${platformUrl}${shellPath(ROUTE_PATHS.home)}`);
  await page.getByLabel('Enter Showroom ID').fill(SHOWROOM_ID);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(`${platformUrl}${shellPath(ROUTE_PATHS.contractorShowroom)}`);
  // Run in the page (bench code has no DOM types, hence the cast).
  return page.evaluate((key) => {
    const { localStorage } = globalThis as unknown as {
      localStorage: { getItem: (key: string) => string | null };
    };
    return Number(JSON.parse(localStorage.getItem(key) ?? '{}').showroom);
  }, STORAGE_KEYS.myItem);
}

interface FloorCard {
  hash: string;
  colour: { hex: string }[];
}

const hexBrightness = (hex: string) =>
  [1, 3, 5].reduce((sum, at) => sum + Number.parseInt(hex.slice(at, at + 2), 16), 0) / 3;

/**
 * Floors from the picker's first page, by their main colour: the two darkest and the two lightest,
 * alternating dark and light so every swap changes the floor plainly.
 */
async function contrastingFloors(page: Page, platformUrl: string, showroom: number): Promise<string[]> {
  if (!PLAN) throw new Error('No L kitchen among the floor plans.');
  const category = slotCategories(PLAN.kind, 'floor', 'floor')[0];
  const response = await page.request.post(`${platformUrl}/api/visualization/products`, {
    data: { category, showroom, per_page: PICKER_PAGE_SIZE },
  });
  const cards = ((await response.json()) as { data: { data: FloorCard[] } }).data.data;
  const byBrightness = cards
    .filter((card) => card.colour[0])
    .sort((a, b) => hexBrightness(a.colour[0]?.hex ?? '') - hexBrightness(b.colour[0]?.hex ?? ''));
  const [dark1, dark2] = byBrightness;
  const [light1, light2] = byBrightness.slice(-2).reverse();
  if (!dark1 || !dark2 || !light1 || !light2) throw new Error(`Too few ${category} products to swap.`);
  return [dark1, light1, dark2, light2].map((card) => card.hash);
}

/**
 * On the platform at `platformUrl`: chooses the demo showroom, opens the L kitchen on
 * `/showroom/visualize`, waits for the room, orbits, then chooses contrasting floors in the floor's
 * picker in turn (twice round, so cached textures are timed as well as first loads).
 */
export async function visualizerFrames(platformUrl: string): Promise<VisualizerFrames> {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: SOFTWARE_GL_ARGS });
  try {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.addInitScript(PROBE);
    const showroom = await chooseShowroom(page, platformUrl);
    const floors = await contrastingFloors(page, platformUrl, showroom);
    await page.goto(`${platformUrl}${shellPath(ROUTE_PATHS.visualize)}?plan=${PLAN?.id}`);
    const firstFrame = await firstFrameMs(page);
    const canvas = page.getByRole('region', { name: 'Your room' }).locator('canvas');
    const renderer = await canvas.evaluate((element) => {
      const gl = (element as unknown as { getContext: (kind: string) => WebglInfo | null }).getContext(
        'webgl2',
      );
      const info = gl?.getExtension('WEBGL_debug_renderer_info');
      return info && gl ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : 'unknown';
    });
    // The room sits below the plan chooser: in view, so the pointer presses on it.
    await canvas.scrollIntoViewIfNeeded();
    await rest(page);
    const frames = await orbitFrameTimes(page, canvas);
    await page
      .getByRole('navigation', { name: 'Room surfaces and fixtures' })
      .getByRole('button', { name: /^Floor: / })
      .click();
    await page.locator(`[data-product="${floors[0]}"]`).waitFor();
    const swaps: number[] = [];
    for (const hash of [...floors, ...floors]) swaps.push(await swapMs(page, canvas, hash));
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

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await visualizerFrames(process.argv[2] ?? 'http://localhost:8080'));
}
