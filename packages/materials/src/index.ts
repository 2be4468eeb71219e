/**
 * @showroom/materials: one deterministic renderer of products' pictures (issue #13). Pure TypeScript,
 * no DOM and no Node: the API draws product pictures with it, the visualizer its textures.
 */

export { renderBrandLogo } from './brand-logo.ts';
export { categorySpecOf, renderCategoryPicture } from './category-picture.ts';
export type { Finish } from './finish/finish-of.ts';
export { finishOf } from './finish/finish-of.ts';
export { reliefPixels } from './finish/relief.ts';
export type {
  FixtureFamily,
  MaterialFamily,
  MaterialSpec,
  Pattern,
  Sheen,
  SurfaceFamily,
  SurfaceLook,
} from './material-spec.ts';
export { FIXTURE_FAMILIES, isSurface, PATTERNS, SURFACE_FAMILIES } from './material-spec.ts';
export { materialSpecOf } from './material-spec-of.ts';
export type { ProductVisuals } from './product-visuals.ts';
export type { SvgView } from './render-svg.ts';
export { renderRelief, renderSvg, renderTexture, TEXTURE_PIXELS, VIEW_PIXELS } from './render-svg.ts';
export { specFingerprint } from './spec-fingerprint.ts';
