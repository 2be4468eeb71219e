import { expect, type Locator, type Page, test } from '@playwright/test';
import { ROOM_FIRST_FRAME_MARK } from '@showroom/contract/visualizer';
import { CHROMIUM_ARGS, ensureChromium, SOFTWARE_GL_ARGS } from '../scripts/ensure-chromium.ts';
import { type SceneHarness, startSceneHarness } from '../scripts/visualizer-harness.ts';

/**
 * Issue #13: the floor's rendered colour changes when its material does. Read from the canvas itself
 * (the scene keeps its drawing buffer), in software GL as on a machine without a GPU. It drives the
 * room scene on its harness page, whose slot list and picker are named like the screen's ("Floor:
 * <product>", products by name).
 */
test.use({ launchOptions: { executablePath: ensureChromium(), args: SOFTWARE_GL_ARGS } });
test.use({ viewport: { width: 1280, height: 720 } });

let harness: SceneHarness;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  harness = await startSceneHarness();
});
test.afterAll(async () => {
  await harness?.close();
});

type Rgb = [number, number, number];

/** The canvas shrunk to a 32 × 18 grid of colours (each cell about 40 px square at 1280 × 720). */
function colourGrid(canvas: Locator): Promise<Rgb[]> {
  return canvas.evaluate((element) => {
    const sample = document.createElement('canvas');
    sample.width = 32;
    sample.height = 18;
    const context = sample.getContext('2d');
    if (!context) throw new Error('No 2D canvas.');
    context.drawImage(element as HTMLCanvasElement, 0, 0, sample.width, sample.height);
    const data = context.getImageData(0, 0, sample.width, sample.height).data;
    const cells: Rgb[] = [];
    for (let i = 0; i < data.length; i += 4) cells.push([data[i]!, data[i + 1]!, data[i + 2]!]);
    return cells;
  });
}

const brightness = ([r, g, b]: Rgb) => (r + g + b) / 3;
const redness = ([r, g, b]: Rgb) => r - (g + b) / 2;

/** The share of the canvas's cells for which `changed(before, after)` holds. */
async function shareChanged(canvas: Locator, before: Rgb[], changed: (before: Rgb, after: Rgb) => boolean) {
  const after = await colourGrid(canvas);
  return after.filter((cell, index) => changed(before[index]!, cell)).length / after.length;
}

/** The harness with an L kitchen with an island, once the scene has drawn its first frame. */
async function openKitchen(page: Page): Promise<Locator> {
  await page.goto(`${harness.url}?plan=kitchen-l-island`);
  // The scene's mark: the canvas is sized and the camera placed.
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, ROOM_FIRST_FRAME_MARK, {
    timeout: 20_000,
  });
  return page.locator('canvas').first();
}

async function putOnFloor(page: Page, product: string): Promise<void> {
  await page.getByRole('button', { name: /^Floor: / }).click();
  await page.getByRole('button', { name: product, exact: true }).click();
  await expect(page.getByRole('button', { name: `Floor: ${product}` })).toBeVisible();
}

test('the floor turns from light to dark on the canvas when a dark tile replaces a light one', async ({
  page,
}) => {
  const canvas = await openKitchen(page);
  // The floor is about a sixth of the corner view: a twelfth of the canvas at least must follow it.
  // (Until the ivory tile shows, the empty floor's neutral is as light.)
  await putOnFloor(page, 'Harness Ivory Tile');
  const light = await colourGrid(canvas);

  await putOnFloor(page, 'Harness Slate Tile');
  await expect
    .poll(() => shareChanged(canvas, light, (before, after) => brightness(before) - brightness(after) > 40))
    .toBeGreaterThan(1 / 12);

  // A texture that cannot load leaves the product's own (red) colour, never the old tile.
  const dark = await colourGrid(canvas);
  await putOnFloor(page, 'Harness Missing Texture');
  await expect
    .poll(() => shareChanged(canvas, dark, (before, after) => redness(after) - redness(before) > 25))
    .toBeGreaterThan(1 / 12);
});

test('a click on the floor in 3D selects the floor slot, and the view saves as a PNG', async ({ page }) => {
  const canvas = await openKitchen(page);
  const floor = page.getByRole('button', { name: /^Floor: / });
  await expect(floor).toHaveAttribute('aria-pressed', 'false');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The canvas has no box.');
  // Below and right of the middle of the corner view is floor in front of the island.
  await page.mouse.click(box.x + box.width * 0.55, box.y + box.height * 0.82);
  await expect(floor).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Save picture' }).click();
  await expect
    .poll(() => page.evaluate(() => Number(document.body.dataset.pictureBytes ?? 0)))
    .toBeGreaterThan(10_000);
});

test('without WebGL the scene tells the screen and leaves no broken canvas', async ({ playwright }) => {
  const browser = await playwright.chromium.launch({
    executablePath: ensureChromium(),
    args: [...CHROMIUM_ARGS, '--disable-webgl', '--disable-3d-apis'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(harness.url);
    await expect(page.locator('body')).toHaveAttribute('data-webgl', 'lost', { timeout: 20_000 });
    await expect(page.locator('canvas')).toHaveCount(0);
  } finally {
    await browser.close();
  }
});
