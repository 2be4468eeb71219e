import sharp from 'sharp';

/** How a photo looks to the generator: its main colours (most present first) and mean luminance. */
export interface PhotoLook {
  palette: string[];
  /** 0 (black) … 1 (white). */
  brightness: number;
}

/** The photo is read at this size: enough for its main colours, cheap at any upload size. */
const SAMPLE_PX = 48;
/** Colours within this distance (0–441 in RGB) are one colour of the palette. */
const MIN_DISTANCE = 48;

const hex = (rgb: readonly number[]) =>
  `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** Euclidean distance between two RGB colours. */
export function colourDistance(a: readonly number[], b: readonly number[]): number {
  return Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
}

export function rgbOf(hexColour: string): [number, number, number] {
  const value = Number.parseInt(hexColour.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * The photo's main colours and brightness (sharp): the picture shrunk to 48 px, its pixels counted in
 * 4-bit-per-channel buckets, each bucket's mean colour, the most present first, skipping colours too
 * close to one already taken. Deterministic: the same bytes give the same look.
 */
export async function photoLook(image: Buffer, size: number): Promise<PhotoLook> {
  const { data, info } = await sharp(image)
    .resize(SAMPLE_PX, SAMPLE_PX, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const buckets = new Map<number, { count: number; sum: [number, number, number] }>();
  let luminance = 0;
  const pixels = info.width * info.height;
  for (let offset = 0; offset < data.length; offset += info.channels) {
    const r = data[offset]!;
    const g = data[offset + 1]!;
    const b = data[offset + 2]!;
    luminance += (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bucket = buckets.get(key) ?? { count: 0, sum: [0, 0, 0] };
    bucket.count += 1;
    bucket.sum[0] += r;
    bucket.sum[1] += g;
    bucket.sum[2] += b;
    buckets.set(key, bucket);
  }
  const ranked = [...buckets.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[0] - b[0])
    .map(([, bucket]) => bucket.sum.map((sum) => sum / bucket.count));
  const taken: number[][] = [];
  for (const colour of ranked) {
    if (taken.length >= size) break;
    if (taken.every((other) => colourDistance(other, colour) >= MIN_DISTANCE)) taken.push(colour);
  }
  return {
    palette: taken.map(hex),
    brightness: pixels === 0 ? 0 : Math.round((luminance / pixels) * 1000) / 1000,
  };
}
