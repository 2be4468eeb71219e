import type { PictureView, RasterPictureView } from '@showroom/contract';
import { reliefTexture } from './finish/relief.ts';
import { drawFixture } from './fixtures/draw-fixture.ts';
import { finishTexture } from './fixtures/finish-texture.ts';
import { fixturePicture } from './fixtures/fixture-picture.ts';
import { isSurface, type MaterialSpec } from './material-spec.ts';
import { roomPicture } from './room/room-picture.ts';
import { surfaceSquare, surfaceTexture, thumbInches } from './surfaces/surface-views.ts';

/** The views drawn as SVG: every picture view but the texture and relief, which are raster. */
export type SvgView = Exclude<PictureView, RasterPictureView>;

/** Pixel width of each view by default (square but the room, which is 4:3). */
export const VIEW_PIXELS: Readonly<Record<SvgView, number>> = {
  thumb: 256,
  detail: 800,
  closeup: 800,
  room: 800,
};

/** Ids are prefixed per picture, so two pictures inlined in one page never share an id. */
const idPrefix = (spec: MaterialSpec) => `m${spec.seed.toString(36)}`;

/**
 * A product's picture as an SVG document `px` wide: self-contained (no script, no external
 * reference), deterministic (the same spec gives the same bytes).
 */
export function renderSvg(spec: MaterialSpec, view: SvgView, px = VIEW_PIXELS[view]): string {
  const id = idPrefix(spec);
  if (view === 'room') return roomPicture(spec, id, px);
  if (isSurface(spec.family)) {
    const inches = thumbInches(spec);
    if (view === 'thumb') return surfaceSquare(spec, inches, px, id);
    if (view === 'detail') return surfaceSquare(spec, Math.min(48, inches * 1.25), px, id);
    return surfaceSquare(spec, Math.max(6, inches / 3), px, id);
  }
  return fixturePicture(view, drawFixture(spec, id), id, px);
}

/** Texture pixels per side: 512 keeps 1/8" grout visible (about 1.3 px) and stays fast to draw. */
export const TEXTURE_PIXELS = 512;

/**
 * The seamless texture square of a product (TEXTURE_PATCH_INCHES on a side at true scale) as SVG
 * markup `px` wide, to rasterize: surfaces show their pieces, fixtures their finish.
 */
export function renderTexture(spec: MaterialSpec, px = TEXTURE_PIXELS): string {
  const id = idPrefix(spec);
  return isSurface(spec.family) ? surfaceTexture(spec, px, id) : finishTexture(spec, px, id);
}

/**
 * The relief square of a product as SVG markup `px` wide, to rasterize: the texture's own patch read
 * as height (red), roughness (green) and metalness (blue), for the 3D room's light.
 */
export function renderRelief(spec: MaterialSpec, px = TEXTURE_PIXELS): string {
  return reliefTexture(spec, px);
}
