/**
 * `@showroom/commerce-ui/photo-surfaces`: materials laid into a room photo in perspective at true scale
 * (issue #26 "your own room", decision 0114): the renderer (WebGL, 2D canvas fallback) and the corner
 * editor with its "Suggest corners", for the project page and the AI design remote alike. Its own entry (and federation share
 * key): only photo screens download it.
 */

export { CornerEditor, type CornerEditorProps, type EditedSurface } from './photo-surfaces/corner-editor.tsx';
export {
  CornerSuggestion,
  type CornerSuggestionProps,
  type SuggestedSurface,
} from './photo-surfaces/corner-suggestion.tsx';
export { type LaidSurface, type SurfacePlane, surfacePlane } from './photo-surfaces/laid-surface.ts';
export {
  type CanvasState,
  PhotoSurfaceCanvas,
  type PhotoSurfaceCanvasHandle,
  type PhotoSurfaceCanvasProps,
  type RendererKind,
} from './photo-surfaces/photo-surface-canvas.tsx';
export { PhotoSurfaceStage, type PhotoSurfaceStageProps } from './photo-surfaces/photo-surface-stage.tsx';
export {
  lengthInches,
  lengthText,
  type TypedLength,
  typedLengthOf,
} from './photo-surfaces/surface-length.ts';
export { type SurfacePlacement, surfacePlacement } from './photo-surfaces/surface-placement.ts';
