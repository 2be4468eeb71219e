import { MESSAGES } from '@showroom/contract';
import type {
  PhotoQuad,
  PhotoSurfaceKind,
  SuggestedCornersRequest,
  SuggestedCornersResponse,
} from '@showroom/contract/projects';
import { PHOTO_SURFACE_MESSAGES as M, PHOTO_SURFACE_TEXTS as T } from '@showroom/contract/projects';
import { ApiError } from '@showroom/core';
import { Button, StyleSheet } from '@showroom/ui';
import { useRef, useState } from 'react';
import css from './photo-surfaces.css?inline';

/** The surface being edited, as the editor holding it names it. */
export interface SuggestedSurface {
  key: string;
  kind: PhotoSurfaceKind;
  /** Its name on screen ("Floor", "Wall A"), in the button's accessible name. */
  label: string;
  corners: PhotoQuad;
}

export interface CornerSuggestionProps {
  surface: SuggestedSurface;
  /** The editor's own call: the projects' route on a project photo, AI design's on an AI photo. */
  ask: (body: SuggestedCornersRequest) => Promise<SuggestedCornersResponse>;
  /** The surface's corners as they are now (a suggestion that arrives after the person moved one is dropped). */
  currentCorners: (key: string) => PhotoQuad | null;
  onCorners: (key: string, corners: PhotoQuad) => void;
  /** While the form around it is being sent. */
  disabled?: boolean;
}

/** What the last press came to, for the surface it was pressed on. */
type Said = { key: string; text: string; undo: PhotoQuad | null };

const centre = (quad: PhotoQuad): [number, number] => [
  quad.reduce((sum, [x]) => sum + x, 0) / 4,
  quad.reduce((sum, [, y]) => sum + y, 0) / 4,
];

/** The status line's words for a failed call: a rate limit says to wait, anything else to try or place by hand. */
const failureText = (error: unknown) =>
  error instanceof ApiError && error.status === 429 ? MESSAGES.tooManyRequests : M.suggestFailed;

/**
 * "Suggest corners" (decisions 0119, 0126), for every corner editor over a room photo: the server reads
 * the floor's or the wall's corners from the photo's edges and lines; the person's corners are kept for
 * Undo, and they adjust by hand as before. Only the press replaces corners; only the latest press counts.
 */
export function CornerSuggestion({
  surface,
  ask,
  currentCorners,
  onCorners,
  disabled = false,
}: CornerSuggestionProps) {
  const [working, setWorking] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const asked = useRef(0);

  async function suggest() {
    const before = surface.corners;
    const { key } = surface;
    asked.current += 1;
    const press = asked.current;
    setWorking(true);
    setSaid(null);
    try {
      const near = surface.kind === 'wall' ? centre(before) : null;
      const { message, data } = await ask({ kind: surface.kind, near });
      if (press !== asked.current) return;
      if (!data.corners) setSaid({ key, text: message, undo: null });
      else if (currentCorners(key) !== before) {
        setSaid({ key, text: T.movedMeanwhile, undo: null });
      } else {
        onCorners(key, data.corners.slice(0, 4) as unknown as PhotoQuad);
        setSaid({ key, text: message, undo: before });
      }
    } catch (error) {
      if (press === asked.current) setSaid({ key, text: failureText(error), undo: null });
    } finally {
      if (press === asked.current) setWorking(false);
    }
  }

  const shown = said?.key === surface.key ? said : null;
  const undo = shown?.undo ?? null;
  return (
    <div className="sr-corner-suggestion">
      <StyleSheet name="sr-photo-surfaces" css={css} />
      <Button
        variant="secondary"
        disabled={working || disabled}
        aria-label={T.suggestLabel(surface.label)}
        onClick={suggest}
      >
        {T.suggest}
      </Button>
      {undo && (
        <Button
          variant="secondary"
          disabled={disabled}
          aria-label={T.undoSuggestionLabel(surface.label)}
          onClick={() => {
            onCorners(surface.key, undo);
            setSaid({ key: surface.key, text: T.suggestionUndone, undo: null });
          }}
        >
          {T.undoSuggestion}
        </Button>
      )}
      <p className="sr-corner-suggestion__note" role="status">
        {working ? (
          <>
            <progress className="sr-corner-suggestion__progress" aria-label={T.suggesting} /> {T.suggesting}
          </>
        ) : (
          (shown?.text ?? '')
        )}
      </p>
    </div>
  );
}
