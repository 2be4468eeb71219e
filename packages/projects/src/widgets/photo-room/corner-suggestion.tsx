import type { PhotoQuad } from '@showroom/contract/projects';
import { PHOTO_SURFACE_MESSAGES as M, PHOTO_SURFACE_TEXTS as T } from '@showroom/contract/projects';
import { Button } from '@showroom/ui';
import { useRef, useState } from 'react';
import { suggestCorners } from './photo-room-calls.ts';
import type { SurfaceDraft } from './surface-draft.ts';

export interface CornerSuggestionProps {
  projectId: number;
  photoId: string;
  /** The surface being edited; its corners are replaced only by the person's click, and Undo gives them back. */
  draft: SurfaceDraft;
  /** The draft's corners as they are now (a suggestion that arrives after the person moved one is dropped). */
  currentCorners: (key: string) => PhotoQuad | null;
  onCorners: (key: string, corners: PhotoQuad) => void;
}

/** What the last press came to, for the surface it was pressed on. */
type Said = { key: string; text: string; undo: PhotoQuad | null };

const centre = (quad: PhotoQuad): [number, number] => [
  quad.reduce((sum, [x]) => sum + x, 0) / 4,
  quad.reduce((sum, [, y]) => sum + y, 0) / 4,
];

/**
 * "Suggest corners" (issue #26, decision 0119): the server reads the floor's or the wall's corners from
 * the photo's edges and lines; the person's corners are kept for Undo, and they adjust by hand as before.
 */
export function CornerSuggestion({
  projectId,
  photoId,
  draft,
  currentCorners,
  onCorners,
}: CornerSuggestionProps) {
  const [working, setWorking] = useState(false);
  const [said, setSaid] = useState<Said | null>(null);
  const asked = useRef(0);

  async function suggest() {
    const before = draft.corners;
    asked.current += 1;
    const ask = asked.current;
    setWorking(true);
    setSaid(null);
    try {
      const near = draft.kind === 'wall' ? centre(before) : null;
      const { message, data } = await suggestCorners(projectId, photoId, { kind: draft.kind, near });
      if (ask !== asked.current) return;
      if (!data.corners) setSaid({ key: draft.key, text: message, undo: null });
      else if (currentCorners(draft.key) !== before) {
        setSaid({ key: draft.key, text: T.movedMeanwhile, undo: null });
      } else {
        onCorners(draft.key, data.corners.slice(0, 4) as unknown as PhotoQuad);
        setSaid({ key: draft.key, text: message, undo: before });
      }
    } catch {
      if (ask === asked.current) setSaid({ key: draft.key, text: M.suggestFailed, undo: null });
    } finally {
      if (ask === asked.current) setWorking(false);
    }
  }

  const shown = said?.key === draft.key ? said : null;
  const undo = shown?.undo ?? null;
  return (
    <div className="sr-photo-room__suggest">
      <Button
        variant="secondary"
        disabled={working}
        aria-label={T.suggestLabel(draft.label)}
        onClick={suggest}
      >
        {T.suggest}
      </Button>
      {undo && (
        <Button
          variant="secondary"
          aria-label={T.undoSuggestionLabel(draft.label)}
          onClick={() => {
            onCorners(draft.key, undo);
            setSaid({ key: draft.key, text: T.suggestionUndone, undo: null });
          }}
        >
          {T.undoSuggestion}
        </Button>
      )}
      <p className="sr-photo-room__note" role="status">
        {working ? (
          <>
            <progress className="sr-photo-room__progress" aria-label={T.suggesting} /> {T.suggesting}
          </>
        ) : (
          (shown?.text ?? '')
        )}
      </p>
    </div>
  );
}
