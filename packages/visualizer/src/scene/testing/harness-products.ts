import type { SlotMaterial } from '../scene-props.ts';

/** The harness's stand-ins for catalogue products: surfaces with drawn textures, fixtures by finish. */
export interface HarnessSurface {
  name: string;
  colourHex: string;
  /** Tiles drawn per side of the texture patch (a 48-inch patch of 12-inch tiles has 4). */
  tilesPerSide: number;
  /** A texture that never loads, to show the flat-colour fallback. */
  broken?: boolean;
}

export const HARNESS_SURFACES: readonly HarnessSurface[] = [
  { name: 'Harness Oak Plank', colourHex: '#a0703c', tilesPerSide: 8 },
  { name: 'Harness Slate Tile', colourHex: '#3a434c', tilesPerSide: 4 },
  { name: 'Harness Ivory Tile', colourHex: '#efe6d2', tilesPerSide: 2 },
  { name: 'Harness Missing Texture', colourHex: '#8a2f2f', tilesPerSide: 4, broken: true },
];

export const HARNESS_FINISHES: readonly { name: string; colourHex: string }[] = [
  { name: 'Harness Matte Black', colourHex: '#1f1f22' },
  { name: 'Harness Brushed Nickel', colourHex: '#b9b8b2' },
  { name: 'Harness Brass', colourHex: '#c49a45' },
];

const PATCH_INCHES = 48;
const PATCH_PIXELS = 512;

/** A seamless patch of square tiles with grout, drawn like the catalogue's texture pictures. */
async function drawPatch({ colourHex, tilesPerSide }: HarnessSurface): Promise<string> {
  const canvas = new OffscreenCanvas(PATCH_PIXELS, PATCH_PIXELS);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas.');
  context.fillStyle = '#d9d4cc';
  context.fillRect(0, 0, PATCH_PIXELS, PATCH_PIXELS);
  const tile = PATCH_PIXELS / tilesPerSide;
  for (let row = 0; row < tilesPerSide; row++) {
    for (let column = 0; column < tilesPerSide; column++) {
      context.fillStyle = colourHex;
      context.globalAlpha = 0.85 + ((row * 7 + column * 3) % 5) * 0.03;
      context.fillRect(column * tile + 2, row * tile + 2, tile - 4, tile - 4);
    }
  }
  return URL.createObjectURL(await canvas.convertToBlob({ type: 'image/png' }));
}

/** The harness's surface products as the scene's materials (their textures drawn once, up front). */
export async function harnessSurfaceMaterials(): Promise<Map<string, SlotMaterial>> {
  const entries = await Promise.all(
    HARNESS_SURFACES.map(
      async (product, index): Promise<[string, SlotMaterial]> => [
        product.name,
        {
          kind: 'surface',
          productHash: `harness-surface-${index}`,
          productName: product.name,
          textureUrl: product.broken ? '/no-such-texture.png' : await drawPatch(product),
          patchInches: PATCH_INCHES,
          colourHex: product.colourHex,
        },
      ],
    ),
  );
  return new Map(entries);
}
