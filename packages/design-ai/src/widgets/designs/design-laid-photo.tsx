import { type CanvasState, PhotoSurfaceStage, type RendererKind } from '@showroom/commerce-ui/photo-surfaces';
import {
  type AiDesign,
  type AiPhoto,
  type AiPhotoSurface,
  AI_SCREEN_TEXTS as T,
} from '@showroom/contract/design-ai';
import { Button } from '@showroom/ui';
import { useMemo, useState } from 'react';
import { aiMediaUrl } from '../../api/ai-media-url.ts';
import { laidSurfacesOf } from './laid-surfaces.ts';

export interface DesignLaidPhotoProps {
  design: AiDesign;
  photo: AiPhoto;
  surfaces: readonly AiPhotoSurface[];
}

/**
 * The design laid into the room photo where its floor (and wall) were marked (issue #26, decision 0116):
 * commerce-ui's renderer, as a project's room photo, with a Before/After toggle.
 */
export function DesignLaidPhoto({ design, photo, surfaces }: DesignLaidPhotoProps) {
  const [before, setBefore] = useState(false);
  const [state, setState] = useState<CanvasState>('loading');
  const [renderer, setRenderer] = useState<RendererKind | null>(null);
  const laid = useMemo(() => laidSurfacesOf(design, surfaces), [design, surfaces]);
  const size = useMemo(() => ({ width: photo.width, height: photo.height }), [photo.width, photo.height]);
  if (laid.length === 0) return null;
  return (
    <figure className="sr-ai-design__laid" data-testid="ai-design-laid">
      <PhotoSurfaceStage
        src={aiMediaUrl(photo.url)}
        photo={size}
        surfaces={laid}
        showMaterials={!before}
        label={T.laidLabel(design.title)}
        onState={(next, kind) => {
          setState(next);
          setRenderer(kind);
        }}
      />
      <figcaption className="sr-ai-design__laid-caption">
        <Button variant="secondary" aria-pressed={before} onClick={() => setBefore((shown) => !shown)}>
          {T.laidBefore}
        </Button>
        {state === 'loading' && (
          <span role="status" className="sr-ai__muted">
            {T.loading}
          </span>
        )}
        {state === 'error' && (
          <span role="alert" className="sr-ai__error">
            {T.laidFailed}
          </span>
        )}
        {renderer === 'canvas' && <span className="sr-ai__muted">{T.laidNoWebgl}</span>}
      </figcaption>
    </figure>
  );
}
