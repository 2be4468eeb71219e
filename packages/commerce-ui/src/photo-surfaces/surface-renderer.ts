import type { SurfacePlane } from './laid-surface.ts';

/** A plane ready to draw with its texture image (decoded, CORS-clean). */
export interface TexturedPlane {
  plane: SurfacePlane;
  texture: CanvasImageSource & { width: number; height: number };
}

/** Draws a photo with materials laid on it into one canvas; WebGL or, without it, the 2D canvas. */
export interface SurfaceRenderer {
  readonly kind: 'webgl' | 'canvas';
  /** Draws `photo` filling the canvas, then each plane over it in order. */
  draw(photo: CanvasImageSource, planes: readonly TexturedPlane[]): void;
  dispose(): void;
}
