import sharp from 'sharp';

/** A flat-shaded polygon of a drawn room photo: its points and fill. */
export interface Plane {
  points: readonly (readonly [number, number])[];
  fill: string;
}

/**
 * Grey grain around 128 with a spread of about 6, the same for every run: libvips' own gaussian noise
 * takes a new random seed each time, and a test photo must not change between runs.
 */
function seededGrain(width: number, height: number, seed = 0x5eed): Buffer {
  let state = seed >>> 0;
  // mulberry32: a small, well-known seeded generator.
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const grain = Buffer.alloc(width * height * 3);
  for (let i = 0; i < grain.length; i += 1) {
    // The sum of four uniforms is close to normal: variance 4/12, so × 6 / √(1/3) gives a spread of 6.
    const normal = (next() + next() + next() + next() - 2) / Math.sqrt(1 / 3);
    grain[i] = Math.max(0, Math.min(255, Math.round(128 + 6 * normal)));
  }
  return grain;
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
  const grain = await sharp(seededGrain(width, height), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'overlay' }])
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * An 800 × 600 room seen straight on: ceiling, back wall with a skirting board, two side walls, the
 * floor, whose side edges leave the photo at y 510 (`STRAIGHT_ON_FLOOR`: far left, far right, near
 * right, near left).
 */
export const straightOnRoom = () =>
  drawnRoom(800, 600, [
    {
      points: [
        [0, 0],
        [800, 0],
        [560, 150],
        [240, 150],
      ],
      fill: '#f2efe8',
    },
    {
      points: [
        [240, 150],
        [560, 150],
        [560, 360],
        [240, 360],
      ],
      fill: '#d8c9ab',
    },
    {
      points: [
        [240, 350],
        [560, 350],
        [560, 360],
        [240, 360],
      ],
      fill: '#f7f7f2',
    },
    {
      points: [
        [0, 0],
        [240, 150],
        [240, 360],
        [0, 510],
      ],
      fill: '#bfae8e',
    },
    {
      points: [
        [800, 0],
        [560, 150],
        [560, 360],
        [800, 510],
      ],
      fill: '#b3a283',
    },
    {
      points: [
        [240, 360],
        [560, 360],
        [800, 510],
        [800, 600],
        [0, 600],
        [0, 510],
      ],
      fill: '#6e5a45',
    },
  ]);
export const STRAIGHT_ON_FLOOR = [
  [240, 360],
  [560, 360],
  [800, 510],
  [0, 510],
] as const;
