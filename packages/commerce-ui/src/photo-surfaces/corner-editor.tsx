import type { PhotoPoint, PhotoQuad } from '@showroom/contract/projects';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';

/** One surface as the editor shows it: its corners and which side carries the known length. */
export interface EditedSurface {
  id: string;
  label: string;
  corners: PhotoQuad;
  lengthCorners: readonly [number, number];
  /** What the known side's label says, e.g. `12 ft 0 in`. */
  lengthText: string;
}

export interface CornerEditorProps {
  /** The photo's size in the corners' pixels. */
  photo: { width: number; height: number };
  surfaces: readonly EditedSurface[];
  /** The surface whose corners are handles; the others are outlines. */
  activeId: string | null;
  onMove: (surfaceId: string, corner: number, point: PhotoPoint) => void;
  /** Each corner's accessible name (the contract's words). */
  cornerLabel: (corner: number, surfaceLabel: string) => string;
}

const KEY_STEPS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const clamp = (value: number, max: number) => Math.min(max, Math.max(0, value));

/**
 * Four draggable corners over a photo (issue #26, decision 0114): pointer drag (mouse, pen, touch) and
 * arrow keys on the focused corner (Shift moves ten times further); the quad's outline and its known
 * side with its length. Corners stay inside the photo; the server refuses any that are not.
 */
export function CornerEditor({ photo, surfaces, activeId, onMove, cornerLabel }: CornerEditorProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  // A step of about half a percent of the photo: fine enough to land on a corner, coarse enough to get there.
  const step = Math.max(1, Math.round(photo.width / 200));

  function pointAt(event: PointerEvent): PhotoPoint | null {
    const box = boxRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return null;
    return [
      Math.round(clamp(((event.clientX - box.left) / box.width) * photo.width, photo.width)),
      Math.round(clamp(((event.clientY - box.top) / box.height) * photo.height, photo.height)),
    ];
  }

  function onKey(event: KeyboardEvent, surface: EditedSurface, corner: number) {
    const move = KEY_STEPS[event.key];
    if (!move) return;
    event.preventDefault();
    const by = step * (event.shiftKey ? 10 : 1);
    const [x, y] = surface.corners[corner] as PhotoPoint;
    onMove(surface.id, corner, [clamp(x + move[0] * by, photo.width), clamp(y + move[1] * by, photo.height)]);
  }

  const percent = ([x, y]: PhotoPoint) => ({
    left: `${(x / photo.width) * 100}%`,
    top: `${(y / photo.height) * 100}%`,
  });

  return (
    <div ref={boxRef} className="sr-corner-editor">
      <svg
        className="sr-corner-editor__lines"
        viewBox={`0 0 ${photo.width} ${photo.height}`}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        {surfaces.map((surface) => {
          const [a, b] = surface.lengthCorners;
          const from = surface.corners[a] as PhotoPoint;
          const to = surface.corners[b] as PhotoPoint;
          return (
            <g key={surface.id} className={surface.id === activeId ? 'sr-corner-editor__active' : undefined}>
              <polygon
                className="sr-corner-editor__outline"
                points={surface.corners.map(([x, y]) => `${x},${y}`).join(' ')}
                vectorEffect="non-scaling-stroke"
              />
              <line
                className="sr-corner-editor__known"
                x1={from[0]}
                y1={from[1]}
                x2={to[0]}
                y2={to[1]}
                vectorEffect="non-scaling-stroke"
              />
            </g>
          );
        })}
      </svg>
      {surfaces.map((surface) => {
        const [a, b] = surface.lengthCorners;
        const from = surface.corners[a] as PhotoPoint;
        const to = surface.corners[b] as PhotoPoint;
        return (
          <span
            key={`${surface.id}-length`}
            className="sr-corner-editor__length"
            style={percent([(from[0] + to[0]) / 2, (from[1] + to[1]) / 2])}
            aria-hidden="true"
          >
            {surface.lengthText}
          </span>
        );
      })}
      {surfaces
        .filter((surface) => surface.id === activeId)
        .flatMap((surface) =>
          surface.corners.map((corner, index) => (
            <button
              // Corners are a fixed four: their index is their identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={`${surface.id}-${index}`}
              type="button"
              className="sr-corner-editor__handle"
              style={percent(corner)}
              aria-label={cornerLabel(index + 1, surface.label)}
              aria-roledescription="draggable corner"
              data-corner={index}
              onKeyDown={(event) => onKey(event, surface, index)}
              onPointerDown={(event) => {
                event.currentTarget.setPointerCapture(event.pointerId);
                // Without scrolling: a corner at the screen's edge would move the page under the finger.
                event.currentTarget.focus({ preventScroll: true });
              }}
              onPointerMove={(event) => {
                if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
                const point = pointAt(event);
                if (point) onMove(surface.id, index, point);
              }}
              onPointerUp={(event) => event.currentTarget.releasePointerCapture(event.pointerId)}
            >
              {index + 1}
            </button>
          )),
        )}
    </div>
  );
}
