import { expect, type Locator, type Page, test } from '@playwright/test';
import { ROUTE_PATHS } from '@showroom/contract';
import { ROOM_FIRST_FRAME_MARK } from '@showroom/contract/visualizer';
import { FLOOR_PLANS, slotCategories } from '@showroom/rooms';
import { ensureChromium, SOFTWARE_GL_ARGS } from '../scripts/ensure-chromium.ts';
import { platformUrl, shellUrl } from './support/urls.ts';
import { enterShowroom } from './support/visualizer-steps.ts';

/**
 * Decision 0112: finishes look like themselves on `/showroom/visualize`, read from the canvas in
 * software GL (the lighter path: no shadows, no ambient occlusion, but the environment's reflections
 * and highlights). The same room, view and light for each pair, only the product in one slot changed
 * through the design's address; products found through the catalogue's own search, never by hashes
 * the seed may change.
 */
test.use({ launchOptions: { executablePath: ensureChromium(), args: SOFTWARE_GL_ARGS } });
test.use({ viewport: { width: 1280, height: 720 } });

const PLAN = FLOOR_PLANS.find((plan) => plan.kind === 'kitchen-l');
/** The canvas is read in squares this many pixels wide: wide enough to average a vein or a joint away. */
const BLOCK = 16;

interface Card {
  hash: string;
  name: string;
  colour: { name: string; hex: string }[];
}

/** Each block's mean brightness (0–255), row by row, from the drawing buffer. */
function blockBrightness(canvas: Locator): Promise<number[]> {
  return canvas.evaluate((element, size) => {
    const source = element as HTMLCanvasElement;
    const copy = document.createElement('canvas');
    copy.width = source.width;
    copy.height = source.height;
    const context = copy.getContext('2d');
    if (!context) throw new Error('No 2D canvas.');
    context.drawImage(source, 0, 0);
    const means: number[] = [];
    for (let y = 0; y + size <= copy.height; y += size)
      for (let x = 0; x + size <= copy.width; x += size) {
        const data = context.getImageData(x, y, size, size).data;
        let sum = 0;
        for (let i = 0; i < data.length; i += 4) sum += (data[i]! + data[i + 1]! + data[i + 2]!) / 3;
        means.push(sum / (size * size));
      }
    return means;
  }, BLOCK);
}

/**
 * The room with one slot holding `hash`, once drawn with its pictures (`files`: texture, relief) and
 * no longer changing.
 */
async function roomWith(
  page: Page,
  slotId: string,
  hash: string,
  files: readonly string[],
): Promise<number[]> {
  const fetched = Promise.all(
    files.map((file) =>
      page.waitForResponse(
        (response) => response.url().includes(`/product/${hash}/${file}`) && response.ok(),
      ),
    ),
  );
  await page.goto(`${shellUrl(ROUTE_PATHS.visualize)}?plan=${PLAN?.id}&m=${slotId}.${hash}`);
  await fetched;
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, ROOM_FIRST_FRAME_MARK, {
    timeout: 20_000,
  });
  const canvas = page.getByRole('region', { name: 'Your room' }).locator('canvas');
  await canvas.scrollIntoViewIfNeeded();
  // Settled: the texture and relief drawn, and the full resolution back (400 ms after a change).
  let last: number[] = [];
  await expect
    .poll(
      async () => {
        const now = await blockBrightness(canvas);
        const same = now.length === last.length && now.every((value, index) => value === last[index]);
        last = now;
        return same;
      },
      { intervals: [700], timeout: 20_000 },
    )
    .toBe(true);
  return last;
}

async function cardsOf(page: Page, request: Record<string, unknown>): Promise<Card[]> {
  const showroom = await page.evaluate(
    () => JSON.parse(localStorage.getItem('my_item') ?? '{}').showroom as number,
  );
  const response = await page.request.post(platformUrl('/api/visualization/products'), {
    data: { per_page: 100, showroom, ...request },
  });
  return ((await response.json()) as { data: { data: Card[] } }).data.data;
}

const hexBrightness = (hex: string) =>
  [1, 3, 5].reduce((sum, at) => sum + Number.parseInt(hex.slice(at, at + 2), 16), 0) / 3;

/** The look a tile's name gives before its finish word: '24x24 Nero Marquina' of '24x24 Nero Marquina Polished …'. */
const lookOf = (card: Card, finish: string) => card.name.split(` ${finish} `)[0] ?? '';

/**
 * A polished and a matte floor tile of one look in one colour, the darkest such pair: a highlight
 * shows most on a dark face.
 */
async function polishedAndMatte(page: Page): Promise<{ polished: Card; matte: Card }> {
  if (!PLAN) throw new Error('No L kitchen among the floor plans.');
  const pairs: { polished: Card; matte: Card; brightness: number }[] = [];
  for (const category of slotCategories(PLAN.kind, 'floor', 'floor')) {
    const polished = await cardsOf(page, { category, q: 'Polished' });
    const matte = await cardsOf(page, { category, q: 'Matte' });
    for (const one of polished)
      for (const other of matte) {
        const colour = one.colour[0];
        if (!colour || other.colour[0]?.name !== colour.name) continue;
        if (lookOf(one, 'Polished') !== lookOf(other, 'Matte')) continue;
        pairs.push({ polished: one, matte: other, brightness: hexBrightness(colour.hex) });
      }
  }
  const darkest = pairs.sort((a, b) => a.brightness - b.brightness)[0];
  if (!darkest) throw new Error('No polished and matte tile of one look and colour in the showroom.');
  return darkest;
}

/** What a surface loads: its texture and its relief (a fixture only its relief). */
const SURFACE_FILES = ['texture.png', 'relief.png'];

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

test('a polished tile shows a highlight the matte version of the same tile does not, under the same light', async ({
  page,
}) => {
  await enterShowroom(page);
  const { polished, matte } = await polishedAndMatte(page);
  const shiny = await roomWith(page, 'floor', polished.hash, SURFACE_FILES);
  const dull = await roomWith(page, 'floor', matte.hash, SURFACE_FILES);
  // The floor: where the dark matte tile is (the walls, cabinets and backdrop are light and the same in both).
  const floor = dull.flatMap((value, index) => (value < 110 ? [index] : []));
  expect(floor.length).toBeGreaterThan(100);
  const rise = (blocks: number[]) =>
    Math.max(...floor.map((index) => blocks[index]!)) - median(floor.map((index) => blocks[index]!));
  // The polished floor mirrors the room's light somewhere on it; the matte one stays even.
  const polishedRise = rise(shiny);
  const matteRise = rise(dull);
  expect(polishedRise).toBeGreaterThan(matteRise + 25);
  // And at the same place on the screen, the polished floor is plainly brighter than the matte one.
  expect(Math.max(...floor.map((index) => shiny[index]! - dull[index]!))).toBeGreaterThan(40);
});

test('a stainless range is drawn lighter than a black stainless one', async ({ page }) => {
  if (!PLAN) throw new Error('No L kitchen among the floor plans.');
  await enterShowroom(page);
  const ranges = (
    await Promise.all(
      slotCategories(PLAN.kind, 'appliances', 'range').map((category) => cardsOf(page, { category })),
    )
  ).flat();
  const stainless = ranges.find((card) => card.colour[0]?.name === 'Stainless');
  const black = ranges.find((card) => card.colour[0]?.name === 'Black Stainless');
  if (!stainless || !black) throw new Error('No stainless and black stainless range in the showroom.');
  const light = await roomWith(page, 'range', stainless.hash, ['relief.png']);
  const dark = await roomWith(page, 'range', black.hash, ['relief.png']);
  // The range: the blocks that changed with it (everything else in the room is the same).
  const range = light.flatMap((value, index) => (Math.abs(value - dark[index]!) > 8 ? [index] : []));
  expect(range.length).toBeGreaterThan(4);
  const mean = (blocks: number[]) => range.reduce((sum, index) => sum + blocks[index]!, 0) / range.length;
  expect(mean(light) - mean(dark)).toBeGreaterThan(30);
});
