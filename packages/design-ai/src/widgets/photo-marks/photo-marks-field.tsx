import { CornerSuggestion, lengthText, PhotoSurfaceStage } from '@showroom/commerce-ui/photo-surfaces';
import { type AiPhoto, AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import type { PhotoQuad, PhotoSurfaceKind } from '@showroom/contract/projects';
import { Button, StyleSheet } from '@showroom/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { aiMediaUrl } from '../../api/ai-media-url.ts';
import { suggestAiPhotoCorners } from '../../api/design-ai-calls.ts';
import { newMark, type PhotoMark } from './photo-mark.ts';
import css from './photo-marks.css?inline';

export interface PhotoMarksFieldProps {
  photo: AiPhoto;
  marks: readonly PhotoMark[];
  onMarks: (marks: PhotoMark[]) => void;
  /** The form's message for a field (`photo_surfaces.0.corners`, …), from its schema or the server. */
  errorFor: (field: string) => string | null;
  disabled?: boolean;
}

const NO_SURFACES = [] as const;

/**
 * "Mark the floor" (issue #26, decision 0116): the projects' corner editor over the room photo, four
 * corners and one known side's length for the floor, and a wall if the person wants one, with the
 * projects' "Suggest corners" on this photo (decision 0126). Optional: without marks the designs show
 * their stills only; with them each design is laid into this photo.
 */
export function PhotoMarksField({ photo, marks, onMarks, errorFor, disabled = false }: PhotoMarksFieldProps) {
  const [open, setOpen] = useState(false);
  const [activeKind, setActiveKind] = useState<PhotoSurfaceKind>('floor');
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The marks as they are when a suggestion comes back (it must not undo a corner moved meanwhile).
  const latest = useRef(marks);
  latest.current = marks;
  // Opened by its button: the keyboard and screen reader land on the editor.
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  const size = { width: photo.width, height: photo.height };
  const wall = marks.find((mark) => mark.kind === 'wall');
  const active = marks.find((mark) => mark.kind === activeKind);
  const change = (kind: PhotoSurfaceKind, changes: Partial<PhotoMark>) =>
    onMarks(marks.map((mark) => (mark.kind === kind ? { ...mark, ...changes } : mark)));
  const listError = errorFor('photo_surfaces');
  const wrong = marks.some((_, i) =>
    ['corners', 'length_inches', 'length_corners'].some((field) => errorFor(`photo_surfaces.${i}.${field}`)),
  );

  if (!open)
    return (
      <div className="sr-ai-marks sr-ai-marks--closed">
        <StyleSheet name="sr-ai-marks" css={css} />
        {marks.length > 0 && (
          <p role="status">{T.marksSummary(marks.map((mark) => T.markedSurface(mark.kind)).join(', '))}</p>
        )}
        {(listError || wrong) && (
          <p className="sr-ai__error" role="alert">
            {listError ?? T.markIntro}
          </p>
        )}
        <div className="sr-ai-marks__actions">
          <Button
            variant="secondary"
            disabled={disabled}
            onClick={() => {
              if (marks.length === 0) onMarks([newMark('floor', size)]);
              setActiveKind('floor');
              setOpen(true);
            }}
          >
            {marks.length > 0 ? T.editMarks : T.markFloor}
          </Button>
          {marks.length > 0 && (
            <Button variant="secondary" disabled={disabled} onClick={() => onMarks([])}>
              {T.clearMarks}
            </Button>
          )}
        </div>
      </div>
    );

  return (
    <section className="sr-ai-marks" aria-labelledby={`${id}-title`}>
      <StyleSheet name="sr-ai-marks" css={css} />
      <h3 ref={heading} id={`${id}-title`} tabIndex={-1}>
        {T.markFloor}
      </h3>
      <p className="sr-ai__muted">{T.markIntro}</p>
      <PhotoSurfaceStage
        className="sr-ai-marks__stage"
        src={aiMediaUrl(photo.url)}
        photo={size}
        surfaces={NO_SURFACES}
        label={T.markPictureLabel}
        editor={{
          surfaces: marks.map((mark) => ({
            id: mark.kind,
            label: T.markedSurface(mark.kind),
            corners: mark.corners,
            lengthCorners: mark.lengthCorners,
            lengthText: lengthText(mark),
          })),
          activeId: activeKind,
          cornerLabel: T.markCorner,
          onMove: (kind, corner, point) => {
            const mark = marks.find((m) => m.kind === kind);
            if (!mark) return;
            const corners = mark.corners.map((c, i) => (i === corner ? point : c)) as unknown as PhotoQuad;
            change(mark.kind, { corners });
          },
        }}
      />
      {active && (
        <div className="sr-ai-marks__actions">
          <CornerSuggestion
            surface={{
              key: active.kind,
              kind: active.kind,
              label: T.markedSurface(active.kind),
              corners: active.corners,
            }}
            ask={(body) => suggestAiPhotoCorners(photo.id, body)}
            disabled={disabled}
            currentCorners={(kind) => latest.current.find((mark) => mark.kind === kind)?.corners ?? null}
            onCorners={(kind, corners) =>
              onMarks(latest.current.map((mark) => (mark.kind === kind ? { ...mark, corners } : mark)))
            }
          />
        </div>
      )}
      {marks.map((mark, i) => {
        const label = T.markedSurface(mark.kind);
        const error =
          errorFor(`photo_surfaces.${i}.corners`) ??
          errorFor(`photo_surfaces.${i}.length_corners`) ??
          errorFor(`photo_surfaces.${i}.length_inches`);
        return (
          <fieldset key={mark.kind} className="sr-ai-marks__surface">
            <legend>
              <Button
                variant={mark.kind === activeKind ? 'primary' : 'secondary'}
                aria-pressed={mark.kind === activeKind}
                onClick={() => setActiveKind(mark.kind)}
              >
                {label}
              </Button>
            </legend>
            <span className="sr-ai-marks__length">
              <span id={`${id}-${mark.kind}-length`}>{T.knownSide(label)}</span>
              <input
                aria-labelledby={`${id}-${mark.kind}-length ${id}-${mark.kind}-feet`}
                inputMode="decimal"
                value={mark.feet}
                onChange={(event) => change(mark.kind, { feet: event.target.value })}
                disabled={disabled}
              />
              <span id={`${id}-${mark.kind}-feet`}>{T.feet}</span>
              <input
                aria-labelledby={`${id}-${mark.kind}-length ${id}-${mark.kind}-inches`}
                inputMode="decimal"
                value={mark.inches}
                onChange={(event) => change(mark.kind, { inches: event.target.value })}
                disabled={disabled}
              />
              <span id={`${id}-${mark.kind}-inches`}>{T.inches}</span>
            </span>
            {error && (
              <p className="sr-ai__error" role="alert">
                {error}
              </p>
            )}
          </fieldset>
        );
      })}
      {listError && (
        <p className="sr-ai__error" role="alert">
          {listError}
        </p>
      )}
      <div className="sr-ai-marks__actions">
        {wall ? (
          <Button
            variant="secondary"
            disabled={disabled}
            onClick={() => {
              onMarks(marks.filter((mark) => mark.kind !== 'wall'));
              setActiveKind('floor');
            }}
          >
            {T.removeWall}
          </Button>
        ) : (
          <Button
            variant="secondary"
            disabled={disabled}
            onClick={() => {
              onMarks([...marks, newMark('wall', size)]);
              setActiveKind('wall');
            }}
          >
            {T.addWall}
          </Button>
        )}
        <Button onClick={() => setOpen(false)}>{T.doneMarking}</Button>
      </div>
    </section>
  );
}
