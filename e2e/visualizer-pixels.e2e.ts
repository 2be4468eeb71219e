import { expect, type Locator, type Page, test } from '@playwright/test';
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

/** The mean colour of a block of the canvas around (x, y), as fractions of its size, 0–255 per channel. */
function meanColour(canvas: Locator, x: number, y: number): Promise<[number, number, number]> {
  return canvas.evaluate(
    (element, [atX, atY]) => {
      const source = element as HTMLCanvasElement;
      const size = 32;
      const sample = document.createElement('canvas');
      sample.width = size;
      sample.height = size;
      const context = sample.getContext('2d');
      if (!context) throw new Error('No 2D canvas.');
      const left = atX * source.width - size / 2;
      const top = atY * source.height - size / 2;
      context.drawImage(source, left, top, size, size, 0, 0, size, size);
      const data = context.getImageData(0, 0, size, size).data;
      const sum = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) sum[c]! += data[i + c]!;
      const count = data.length / 4;
      return [sum[0]! / count, sum[1]! / count, sum[2]! / count] as [number, number, number];
    },
    [x, y] as const,
  );
}

const brightness = ([r, g, b]: [number, number, number]) => (r + g + b) / 3;

async function putOnFloor(page: Page, product: string): Promise<void> {
  await page.getByRole('button', { name: /^Floor: / }).click();
  await page.getByRole('button', { name: product, exact: true }).click();
  await expect(page.getByRole('button', { name: `Floor: ${product}` })).toBeVisible();
}

test('the floor turns from light to dark on the canvas when a dark tile replaces a light one', async ({
  page,
}) => {
  await page.goto(`${harness.url}?plan=kitchen-l-island`);
  const canvas = page.locator('canvas').first();
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  // Below and right of the middle of the corner view is floor in front of the island.
  const underFloor = () => meanColour(canvas, 0.55, 0.82);

  await putOnFloor(page, 'Harness Ivory Tile');
  await expect.poll(async () => brightness(await underFloor()), { timeout: 10_000 }).toBeGreaterThan(150);
  const light = await underFloor();

  await putOnFloor(page, 'Harness Slate Tile');
  await expect.poll(async () => brightness(await underFloor()), { timeout: 10_000 }).toBeLessThan(110);
  const dark = await underFloor();
  expect(brightness(light) - brightness(dark)).toBeGreaterThan(60);

  // A texture that cannot load leaves the product's own (red) colour, never the old tile.
  await putOnFloor(page, 'Harness Missing Texture');
  await expect
    .poll(async () => {
      const [r, g, b] = await underFloor();
      return r - (g + b) / 2;
    })
    .toBeGreaterThan(30);
});

test('a click on the floor in 3D selects the floor slot, and the view saves as a PNG', async ({ page }) => {
  await page.goto(`${harness.url}?plan=kitchen-l-island`);
  const canvas = page.locator('canvas').first();
  await expect(canvas).toBeVisible({ timeout: 20_000 });
  const floor = page.getByRole('button', { name: /^Floor: / });
  await expect(floor).toHaveAttribute('aria-pressed', 'false');
  const box = await canvas.boundingBox();
  if (!box) throw new Error('The canvas has no box.');
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
