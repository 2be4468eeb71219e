import { textureFile } from '../model/texture-files.ts';

/** How a fixture's finish catches light, read from its relief map (decision 0112). */
export interface FixtureFinish {
  roughness: number;
  metalness: number;
}

const loads = new Map<string, Promise<FixtureFinish | null>>();

/**
 * A fixture's roughness and metalness: its relief map is one flat value (green roughness, blue
 * metalness), so it is decoded to a single pixel and read as two numbers: the fixture's parts keep
 * plain materials, with no texture to sample. `null` when it cannot be had; once per URL.
 */
export function loadFixtureFinish(url: string): Promise<FixtureFinish | null> {
  let loading = loads.get(url);
  if (!loading) {
    loading = readFinish(url);
    loads.set(url, loading);
  }
  return loading;
}

async function readFinish(url: string): Promise<FixtureFinish | null> {
  try {
    const file = await textureFile(url);
    if (!file) return null;
    const pixel = await createImageBitmap(file, { resizeWidth: 1, resizeHeight: 1, resizeQuality: 'medium' });
    const canvas = new OffscreenCanvas(1, 1);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(pixel, 0, 0);
    pixel.close();
    const [, green = 255, blue = 0] = context.getImageData(0, 0, 1, 1).data;
    return { roughness: green / 255, metalness: blue / 255 };
  } catch {
    return null;
  }
}
