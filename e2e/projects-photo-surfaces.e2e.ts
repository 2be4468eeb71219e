import { expect, type Locator, type Page, test } from '@playwright/test';
import { loginPath, ROUTE_PATHS } from '@showroom/contract';
import {
  PHOTO_SURFACE_MESSAGES,
  PROJECT_CHAT_MESSAGES,
  PROJECT_PAGE_MESSAGES,
  ROOM_PHOTO_TEXTS,
  PHOTO_SURFACE_TEXTS as T,
} from '@showroom/contract/projects';
import sharp from 'sharp';
import { distance, nearest, pixelAt, rgb, textureColours } from './support/canvas-pixels.ts';
import { signIn } from './support/purchase-steps.ts';
import { shellUrl } from './support/urls.ts';
import { enterShowroom } from './support/visualizer-steps.ts';

const WALL = { r: 217, g: 203, b: 181 };
const FLOOR = { r: 122, g: 122, b: 122 };

/** A plain room: a beige wall over a grey floor (from 55 % down), 1600 × 1200 pixels. */
const roomPhoto = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: WALL } })
    .composite([
      {
        input: { create: { width: 1600, height: 540, channels: 3, background: FLOOR } },
        top: 660,
        left: 0,
      },
    ])
    .png()
    .toBuffer();

async function openProjectWithPhoto(page: Page) {
  await enterShowroom(page);
  await page.goto(shellUrl(loginPath(ROUTE_PATHS.projects)));
  await signIn(page);
  // Signed in once the sign-in page is left (a homeowner with projects lands on the home page).
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(shellUrl(ROUTE_PATHS.projects));
  await page.getByLabel('Project name').fill('Photo floor');
  await page.getByLabel('Room type').selectOption('Kitchen');
  await page.getByLabel('ZIP code').fill('94110');
  await page.getByRole('button', { name: PROJECT_PAGE_MESSAGES.createProject }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Photo floor' })).toBeVisible();
  await page.getByLabel('Room name').fill('Den');
  await page.getByRole('button', { name: PROJECT_PAGE_MESSAGES.addRoom }).click();
  // The dropzone takes files once the room's photos have loaded.
  await expect(page.getByText(ROOM_PHOTO_TEXTS.empty)).toBeVisible();
  await page
    .getByLabel(ROOM_PHOTO_TEXTS.chooseLabel('Den'))
    .setInputFiles([{ name: 'den.png', mimeType: 'image/png', buffer: await roomPhoto() }]);
  await page.getByRole('button', { name: T.openLabel('den.png') }).click();
  return page.getByRole('region', { name: T.title('den.png') });
}

async function layFirstFloor(page: Page, editor: Locator): Promise<string> {
  await editor.getByRole('button', { name: T.addFloor }).click();
  await editor.getByRole('button', { name: T.chooseProduct }).click();
  const dialog = page.getByRole('dialog', { name: T.chooseProduct });
  const first = dialog.getByRole('listitem').first();
  await expect(first).toBeVisible();
  const name =
    (await first.locator('.sr-photo-room__picker-name').evaluate((e) => e.firstChild?.textContent)) ?? '';
  await first.getByRole('button', { name: T.pick(name) }).click();
  await expect(editor.getByText(name, { exact: true })).toBeVisible();
  return name;
}

/** The texture the editor draws (the materials package's drawing of the product at its real size). */
async function textureUrlOf(page: Page, editor: Locator): Promise<string> {
  const fetched = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => name.includes('/texture.png')),
    );
  // The editor asks for it once the chosen floor is drawn: under load, after its name shows.
  await expect.poll(fetched, { message: 'the texture was fetched' }).toBeTruthy();
  const url = await fetched();
  await expect(editor.getByRole('img', { name: T.pictureLabel('den.png') })).toBeVisible();
  return url as string;
}

test.describe('Your own room: a material laid into a room photo (issue #26, decision 0114)', () => {
  test('the laid floor follows the marked corners (WebGL), is saved with the project and shared in its chat', async ({
    page,
  }) => {
    test.slow();
    const editor = await openProjectWithPhoto(page);
    const name = await layFirstFloor(page, editor);
    const canvas = editor.getByRole('img', { name: T.pictureLabel('den.png') });
    await expect(canvas).toHaveAttribute('data-renderer', 'webgl');
    const texture = await textureColours(page, await textureUrlOf(page, editor));

    // Inside the new floor's corners (30–70 % across at 62 % down, 10–90 % at 94 %): the material.
    await expect.poll(async () => nearest(await pixelAt(canvas, 0.5, 0.8), texture)).toBeLessThan(40);
    expect(distance(await pixelAt(canvas, 0.5, 0.8), rgb(FLOOR))).toBeGreaterThan(12);
    // Outside it: the photo as it was, wall and floor alike.
    expect(distance(await pixelAt(canvas, 0.5, 0.3), rgb(WALL))).toBeLessThan(8);
    expect(distance(await pixelAt(canvas, 0.05, 0.66), rgb(FLOOR))).toBeLessThan(8);

    // Corner 1 moved left with the keyboard: the floor now covers that spot too.
    const corner = editor.getByRole('button', { name: T.corner(1, T.floorLabel) });
    await corner.focus();
    for (let i = 0; i < 6; i += 1) await corner.press('Shift+ArrowLeft');
    await expect.poll(async () => nearest(await pixelAt(canvas, 0.05, 0.66), texture)).toBeLessThan(40);

    // The before/after toggle shows the photo as it was.
    const compare = editor.getByRole('button', { name: T.compare });
    await compare.click();
    await expect(compare).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => distance(await pixelAt(canvas, 0.5, 0.8), rgb(FLOOR))).toBeLessThan(8);
    await compare.click();
    await expect.poll(async () => nearest(await pixelAt(canvas, 0.5, 0.8), texture)).toBeLessThan(40);

    await editor.getByLabel(T.feet).fill('12');
    await editor.getByRole('button', { name: T.save }).click();
    await expect(page.getByText(PHOTO_SURFACE_MESSAGES.saved).first()).toBeVisible();

    await editor.getByRole('button', { name: T.share }).click();
    await expect(page.getByText(T.shared).first()).toBeVisible();
    const chat = page.getByRole('region', { name: PROJECT_CHAT_MESSAGES.title });
    await expect(chat.getByText(T.shareText(name))).toBeVisible();

    // Saved with the project: after a reload the floor, its product and its length come back.
    await page.reload();
    await page.getByRole('button', { name: T.openLabel('den.png') }).click();
    const again = page.getByRole('region', { name: T.title('den.png') });
    await expect(again.getByText(name, { exact: true })).toBeVisible();
    await expect(again.getByLabel(T.feet)).toHaveValue('12');
    await expect(again.getByRole('button', { name: T.corner(1, T.floorLabel) })).toBeVisible();
  });

  test('without WebGL the 2D canvas lays the same floor in pieces', async ({ page }) => {
    test.slow();
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: unknown[]
      ) {
        if (kind === 'webgl' || kind === 'webgl2' || kind === 'experimental-webgl') return null;
        return (original as (...args: unknown[]) => RenderingContext | null).call(this, kind, ...rest);
      } as typeof HTMLCanvasElement.prototype.getContext;
    });
    const editor = await openProjectWithPhoto(page);
    await layFirstFloor(page, editor);
    const canvas = editor.getByRole('img', { name: T.pictureLabel('den.png') });
    await expect(canvas).toHaveAttribute('data-renderer', 'canvas');
    await expect(editor.getByText(T.webglMissing)).toBeVisible();
    const texture = await textureColours(page, await textureUrlOf(page, editor));
    await expect.poll(async () => nearest(await pixelAt(canvas, 0.5, 0.8), texture)).toBeLessThan(40);
    expect(distance(await pixelAt(canvas, 0.5, 0.3), rgb(WALL))).toBeLessThan(8);
    expect(distance(await pixelAt(canvas, 0.05, 0.66), rgb(FLOOR))).toBeLessThan(8);
  });

  test('Suggest corners lays the floor on the photo’s own edge, and Undo gives the placed corners back (decision 0119)', async ({
    page,
  }) => {
    test.slow();
    const editor = await openProjectWithPhoto(page);
    await layFirstFloor(page, editor);
    const canvas = editor.getByRole('img', { name: T.pictureLabel('den.png') });
    const texture = await textureColours(page, await textureUrlOf(page, editor));
    // Before: the placed floor lies in the middle; the photo's floor at its left edge is the photo.
    await expect.poll(async () => nearest(await pixelAt(canvas, 0.5, 0.8), texture)).toBeLessThan(40);
    expect(distance(await pixelAt(canvas, 0.05, 0.66), rgb(FLOOR))).toBeLessThan(8);

    // By the keyboard: the floor's edge runs border to border at 55 % down, so the floor fills the photo below it.
    await editor.getByRole('button', { name: T.suggestLabel(T.floorLabel) }).focus();
    await page.keyboard.press('Enter');
    await expect(editor.getByText(PHOTO_SURFACE_MESSAGES.cornersSuggested)).toBeVisible({ timeout: 30_000 });
    await expect.poll(async () => nearest(await pixelAt(canvas, 0.05, 0.66), texture)).toBeLessThan(40);
    await expect.poll(async () => nearest(await pixelAt(canvas, 0.97, 0.97), texture)).toBeLessThan(40);
    expect(distance(await pixelAt(canvas, 0.5, 0.5), rgb(WALL))).toBeLessThan(8);

    await editor.getByRole('button', { name: T.undoSuggestionLabel(T.floorLabel) }).click();
    await expect(editor.getByText(T.suggestionUndone)).toBeVisible();
    await expect.poll(async () => distance(await pixelAt(canvas, 0.05, 0.66), rgb(FLOOR))).toBeLessThan(8);
  });
});
