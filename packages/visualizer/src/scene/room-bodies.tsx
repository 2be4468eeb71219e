import type { RoomBody, RoomDimensions } from '@showroom/rooms';
import { bodyWall } from './cut-away.ts';
import { againstWall } from './cut-away-walls.tsx';

/** Carcasses and furniture in quiet neutrals: the materials on them are what the eye should find. */
const BODY_HEX: Readonly<Record<RoomBody['kind'], string>> = {
  'base-cabinet': '#e9e5de',
  'wall-cabinet': '#e9e5de',
  island: '#e3ded6',
  'tub-base': '#f3f2ef',
  'shower-curb': '#e6e4e0',
  furniture: '#cfc6b8',
};

/**
 * The room's solid bodies as plain boxes. They are not slots: a click on one selects nothing (rather
 * than falling through to the floor behind it). Cabinets are cut away with the wall they stand on.
 */
export function RoomBodies({
  bodies,
  dimensions,
}: {
  bodies: readonly RoomBody[];
  dimensions: RoomDimensions;
}) {
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a three.js group in the canvas, not a DOM element
    <group onClick={(event) => event.stopPropagation()}>
      {bodies.map((body) => (
        <mesh
          key={`${body.kind}:${body.position.join()}`}
          position={[body.position[0], body.position[1] + body.size[1] / 2, body.position[2]]}
          rotation={[0, body.rotationY, 0]}
          userData={againstWall(bodyWall(body, dimensions))}
        >
          <boxGeometry args={body.size} />
          <meshStandardMaterial color={BODY_HEX[body.kind]} roughness={0.8} />
        </mesh>
      ))}
    </group>
  );
}
