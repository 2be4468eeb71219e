import { DataTexture, NoColorSpace, RepeatWrapping, SRGBColorSpace, Texture } from 'three';
import { textureFile } from '../model/texture-files.ts';

/** Enough to keep tile edges crisp at grazing angles without costing software GL much. */
const ANISOTROPY = 4;
const INCHES_PER_FOOT = 12;

/** What a surface without a texture is drawn with, so its colour alone shows. */
export const WHITE_TEXEL = new DataTexture(new Uint8Array([255, 255, 255, 255]), 1, 1);
WHITE_TEXEL.needsUpdate = true;

/**
 * What a surface without a relief map is drawn with: full height (no bump), full roughness and
 * metalness, so the material's own `roughness` and `metalness` numbers alone decide.
 */
export const FLAT_RELIEF = new DataTexture(new Uint8Array([255, 255, 255, 255]), 1, 1);
FLAT_RELIEF.needsUpdate = true;

/** One load per URL for the page's life: swapping back to a material is instant. */
const loads = new Map<string, Promise<Texture | null>>();

/**
 * A product's seamless texture patch, decoded off the main thread (`createImageBitmap`), at most
 * `maxPixels` on a side, and set to repeat at true scale over UVs measured in feet. `null` when it cannot be had (404, not an image):
 * the surface then keeps its material's flat colour.
 */
export function loadTexture(url: string, patchInches: number, maxPixels: number): Promise<Texture | null> {
  return load(url, patchInches, maxPixels, 'colour');
}

/**
 * A product's relief map (decision 0112): the same patch as its texture, red the height (three's bump
 * map reads red), green the roughness, blue the metalness (as three's maps read them). Data, not
 * colour: never converted from sRGB.
 */
export function loadRelief(url: string, patchInches: number, maxPixels: number): Promise<Texture | null> {
  return load(url, patchInches, maxPixels, 'data');
}

function load(
  url: string,
  patchInches: number,
  maxPixels: number,
  kind: 'colour' | 'data',
): Promise<Texture | null> {
  const key = `${url}#${patchInches}@${maxPixels}`;
  let loading = loads.get(key);
  if (!loading) {
    loading = decode(url, maxPixels).then((bitmap) =>
      bitmap ? patchTexture(bitmap, patchInches, kind) : null,
    );
    loads.set(key, loading);
  }
  return loading;
}

async function decode(url: string, maxPixels: number): Promise<ImageBitmap | null> {
  try {
    const blob = await textureFile(url);
    if (!blob) return null;
    // Decoded upside down once here, so three does not flip it on every upload.
    const full = await createImageBitmap(blob, { imageOrientation: 'flipY' });
    if (full.width <= maxPixels && full.height <= maxPixels) return full;
    // Scaled from the decoded bitmap (already flipped), not decoded again.
    const scaled = await createImageBitmap(full, {
      resizeWidth: Math.min(full.width, maxPixels),
      resizeHeight: Math.min(full.height, maxPixels),
      resizeQuality: 'high',
    });
    full.close();
    return scaled;
  } catch {
    return null;
  }
}

function patchTexture(bitmap: ImageBitmap, patchInches: number, kind: 'colour' | 'data'): Texture {
  const texture = new Texture(bitmap);
  texture.colorSpace = kind === 'colour' ? SRGBColorSpace : NoColorSpace;
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.flipY = false;
  texture.anisotropy = ANISOTROPY;
  const perFoot = INCHES_PER_FOOT / patchInches;
  texture.repeat.set(perFoot, perFoot);
  texture.needsUpdate = true;
  return texture;
}
