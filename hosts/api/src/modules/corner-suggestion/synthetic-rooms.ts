import sharp from 'sharp';

/** A flat-shaded polygon of a drawn room photo: its points and fill. */
export interface Plane {
  points: readonly (readonly [number, number])[];
  fill: string;
}

/**
 * A room photo drawn for the tests (decision 0119): flat planes as a phone would see a floor, walls and
 * a ceiling, with a little grain so the edges are not perfectly clean, as a WebP like the kept copies.
 */
export async function drawnRoom(width: number, height: number, planes: readonly Plane[]): Promise<Buffer> {
  const polygons = planes
    .map((p) => `<polygon points="${p.points.map(([x, y]) => `${x},${y}`).join(' ')}" fill="${p.fill}"/>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${polygons}</svg>`;
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 6 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .webp({ quality: 80 })
    .toBuffer();
}
