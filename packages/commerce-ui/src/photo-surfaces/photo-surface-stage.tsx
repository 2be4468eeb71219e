import { StyleSheet } from '@showroom/ui';
import { CornerEditor, type CornerEditorProps } from './corner-editor.tsx';
import { PhotoSurfaceCanvas, type PhotoSurfaceCanvasProps } from './photo-surface-canvas.tsx';
import css from './photo-surfaces.css?inline';

export interface PhotoSurfaceStageProps extends PhotoSurfaceCanvasProps {
  /** The corner editor over the picture; left out, the picture is shown alone. */
  editor?: Omit<CornerEditorProps, 'photo'> | undefined;
}

/** The laid photo with, when editing, its corners over it: one box, so handles sit on the picture's pixels. */
export function PhotoSurfaceStage({ editor, className, ...canvas }: PhotoSurfaceStageProps) {
  return (
    <div
      className={['sr-photo-stage', className].filter(Boolean).join(' ')}
      style={{ aspectRatio: `${canvas.photo.width} / ${canvas.photo.height}` }}
    >
      <StyleSheet name="sr-photo-surfaces" css={css} />
      <PhotoSurfaceCanvas {...canvas} className="sr-photo-stage__canvas" />
      {editor && <CornerEditor photo={canvas.photo} {...editor} />}
    </div>
  );
}
