import type { RoomLayout } from '@showroom/rooms';
import { FrontSide } from 'three';

/** A painted ceiling: flat white, as matte as paint is. */
const CEILING_HEX = '#f4f2ee';

/**
 * An indoor room's ceiling, facing down: seen from inside (the front view, a lamp's light on it) it
 * closes the room; from the dollhouse views above it is its back, not drawn, like a wall seen from
 * outside. A patio (walls lower than the room's height) has none. Clicks pass through it.
 */
export function RoomCeiling({ layout }: { layout: RoomLayout }) {
  if (!isIndoor(layout)) return null;
  const { widthFt: w, depthFt: d, heightFt: h } = layout.dimensions;
  return (
    <mesh position={[w / 2, h, d / 2]} rotation={[Math.PI / 2, 0, 0]} raycast={() => null}>
      <planeGeometry args={[w, d]} />
      <meshStandardMaterial color={CEILING_HEX} roughness={0.95} side={FrontSide} />
    </mesh>
  );
}

/** Indoors: all four walls reach the room's height. */
export function isIndoor({ slots, dimensions }: RoomLayout): boolean {
  const fullWalls = slots.filter(
    (slot) =>
      slot.kind === 'wall' &&
      'panels' in slot &&
      slot.panels.some((panel) => panel.heightFt >= dimensions.heightFt - 0.01),
  );
  return fullWalls.length >= 4;
}
