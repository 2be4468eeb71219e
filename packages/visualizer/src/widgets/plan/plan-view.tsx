import type { RoomLayout, RoomSlot } from '@showroom/rooms';
import { StyleSheet } from '@showroom/ui';
import type { KeyboardEvent } from 'react';
import type { SlotPick } from '../../model/slot-choice.ts';
import { bodyOutline, drawOrder, pointsAttribute, slotFootprint } from './plan-geometry.ts';
import css from './plan-view.css?inline';

export interface PlanViewProps {
  layout: RoomLayout;
  chosen?: Readonly<Record<string, SlotPick>>;
  selectedSlotId?: string | null;
  /** Makes each slot a button (the 2D fallback); without it the plan is a picture (thumbnails). */
  onSelectSlot?: (slotId: string) => void;
  /** The accessible name of the picture; thumbnails are decorative without one. */
  label?: string;
  /** Each slot's accessible name, e.g. "Floor: Carrara tile". */
  slotName?: (slot: RoomSlot) => string;
  className?: string;
}

const NEUTRAL = { floor: '#e7e2da', wall: '#9aa3ad', fixture: '#ffffff' };
const WALL_STROKE_FT = 0.35;

function slotColour(slot: RoomSlot, choice: SlotPick | undefined): string {
  if (choice?.colour) return choice.colour.hex;
  if (slot.kind === 'floor') return NEUTRAL.floor;
  return slot.kind === 'wall' || slot.kind === 'backsplash' || slot.kind === 'cabinet-fronts'
    ? NEUTRAL.wall
    : NEUTRAL.fixture;
}

function activate(event: KeyboardEvent, run: () => void) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    run();
  }
}

/**
 * The room from above as SVG, in feet: the 2D plan view when WebGL is missing (every slot a
 * keyboard-reachable button opening its picker) and, without `onSelectSlot`, a plan's thumbnail.
 */
export function PlanView({
  layout,
  chosen = {},
  selectedSlotId = null,
  onSelectSlot,
  label,
  slotName,
  className,
}: PlanViewProps) {
  const { widthFt, depthFt } = layout.dimensions;
  const margin = 1;
  const slots = [...layout.slots].sort((a, b) => drawOrder(a) - drawOrder(b));
  return (
    <>
      <StyleSheet name="sr-plan-view" css={css} />
      <svg
        className={className}
        viewBox={`${-margin} ${-margin} ${widthFt + margin * 2} ${depthFt + margin * 2}`}
        role={label ? 'group' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
        preserveAspectRatio="xMidYMid meet"
      >
        <rect
          x={0}
          y={0}
          width={widthFt}
          height={depthFt}
          fill={NEUTRAL.floor}
          stroke="#5f6b7a"
          strokeWidth={WALL_STROKE_FT}
        />
        {layout.bodies.map((body) => (
          <polygon
            key={`${body.kind}:${body.position.join(',')}`}
            points={pointsAttribute(bodyOutline(body))}
            fill="#cfd5dc"
            stroke="#9aa3ad"
            strokeWidth={0.05}
          />
        ))}
        {slots.map((slot) => {
          const footprint = slotFootprint(slot);
          const colour = slotColour(slot, chosen[slot.id]);
          const selected = slot.id === selectedSlotId;
          const shapes = (
            <>
              {footprint.areas.map((points, index) => (
                <polygon
                  // biome-ignore lint/suspicious/noArrayIndexKey: a slot's pieces keep their order.
                  key={`a${index}`}
                  points={pointsAttribute(points)}
                  fill={colour}
                  stroke={selected ? 'var(--sr-primary, #1565c0)' : '#5f6b7a'}
                  strokeWidth={selected ? 0.2 : 0.05}
                />
              ))}
              {footprint.lines.map(([from, to], index) => (
                <line
                  // biome-ignore lint/suspicious/noArrayIndexKey: a slot's pieces keep their order.
                  key={`l${index}`}
                  x1={from[0]}
                  y1={from[1]}
                  x2={to[0]}
                  y2={to[1]}
                  stroke={selected ? 'var(--sr-primary, #1565c0)' : colour}
                  strokeWidth={selected ? WALL_STROKE_FT * 1.6 : WALL_STROKE_FT}
                  strokeLinecap="square"
                />
              ))}
            </>
          );
          if (!onSelectSlot) return <g key={slot.id}>{shapes}</g>;
          return (
            // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it behaves as one.
            <g
              key={slot.id}
              className="sr-plan__slot"
              data-slot={slot.id}
              role="button"
              tabIndex={0}
              aria-label={slotName?.(slot) ?? slot.label}
              aria-pressed={selected}
              onClick={() => onSelectSlot(slot.id)}
              onKeyDown={(event) => activate(event, () => onSelectSlot(slot.id))}
            >
              {shapes}
            </g>
          );
        })}
        {layout.pools?.map((pool) => (
          <rect
            key={`${pool.x},${pool.z}`}
            x={pool.x}
            y={pool.z}
            width={pool.widthFt}
            height={pool.depthFt}
            fill="#7cc4e8"
            stroke="#4a90b8"
            strokeWidth={0.05}
            pointerEvents="none"
          />
        ))}
        {layout.openings.map((opening, index) => {
          const along = opening.offsetFt + opening.widthFt / 2;
          const [x, z] =
            opening.wall === 'north'
              ? [along, 0]
              : opening.wall === 'south'
                ? [widthFt - along, depthFt]
                : opening.wall === 'east'
                  ? [widthFt, along]
                  : [0, depthFt - along];
          const horizontal = opening.wall === 'north' || opening.wall === 'south';
          const half = opening.widthFt / 2;
          return (
            <line
              // biome-ignore lint/suspicious/noArrayIndexKey: openings keep their order in a layout.
              key={`o${index}`}
              x1={horizontal ? x - half : x}
              y1={horizontal ? z : z - half}
              x2={horizontal ? x + half : x}
              y2={horizontal ? z : z + half}
              stroke={opening.kind === 'window' ? '#9ecbf0' : '#ffffff'}
              strokeWidth={WALL_STROKE_FT * 1.2}
              pointerEvents="none"
            />
          );
        })}
      </svg>
    </>
  );
}
