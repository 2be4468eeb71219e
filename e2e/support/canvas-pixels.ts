import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

/** Pixels of a drawn photo canvas, for the journeys that lay materials into room photos (decisions 0114, 0116). */
export type Rgb = [number, number, number];
export const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
export const rgb = (c: { r: number; g: number; b: number }): Rgb => [c.r, c.g, c.b];

/** The drawn picture's pixel at (x, y), fractions of its width and height. */
export function pixelAt(canvas: Locator, x: number, y: number): Promise<Rgb> {
  return canvas.evaluate(
    (element, [fx, fy]) => {
      const source = element as HTMLCanvasElement;
      const copy = document.createElement('canvas');
      copy.width = source.width;
      copy.height = source.height;
      const ctx = copy.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      ctx.drawImage(source, 0, 0);
      const { data } = ctx.getImageData(Math.round(fx * source.width), Math.round(fy * source.height), 1, 1);
      return [data[0], data[1], data[2]] as [number, number, number];
    },
    [x, y] as const,
  );
}

/** Every colour of the texture at `url` (a seamless square), to tell the laid material by its own colours. */
export async function textureColours(page: Page, url: string): Promise<Rgb[]> {
  const bytes = await (await page.request.get(url)).body();
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const colours: Rgb[] = [];
  for (let i = 0; i < info.width * info.height; i += 7) {
    colours.push([data[i * 3] as number, data[i * 3 + 1] as number, data[i * 3 + 2] as number]);
  }
  return colours;
}

export const nearest = (colour: Rgb, palette: readonly Rgb[]) =>
  Math.min(...palette.map((p) => distance(colour, p)));
