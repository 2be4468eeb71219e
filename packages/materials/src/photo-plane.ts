/**
 * `@showroom/materials/photo-plane`: the homography that lays a flat surface, measured in inches, onto
 * four corners marked in a photo (issue #26, decision 0114). Its own entry so the photo renderer does
 * not pull in the picture renderer.
 */
export type { Homography, Point } from './photo-plane/homography.ts';
export {
  applyHomography,
  composeHomographies,
  invertHomography,
  planeToQuad,
  squareToQuad,
} from './photo-plane/homography.ts';
export { PHONE_FOCAL_SHARE, planeSize, rectangleAspect } from './photo-plane/rectangle-size.ts';
