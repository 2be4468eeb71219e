import { type Opening, pointOnWall, type RoomLayout, wallFrame } from '@showroom/rooms';
import { useEffect, useMemo } from 'react';
import { FrontSide, MeshBasicMaterial } from 'three';
import { againstWall } from './cut-away-walls.tsx';
import type { Lighting } from './scene-props.ts';

/** The sky seen through a window: bright and a little blue by day, deep dusk blue in the evening. */
const SKY: Readonly<Record<Lighting, string>> = { day: '#f3f8ff', evening: '#27324a' };

/** How far inside the wall's plane the glass sits, so it never fights the wall for the same pixels. */
const GLASS_INSET_FT = 0.02;

/**
 * The room's windows as panes of sky facing in (seen from outside, like their wall, they are not
 * drawn). A flat bright colour, unlit: it reads as daylight at any exposure and costs nothing. On
 * real GPUs each also lets daylight in (`WindowDaylight`).
 */
export function RoomWindows({ layout, lighting }: { layout: RoomLayout; lighting: Lighting }) {
  const windows = useMemo(() => layout.openings.filter((opening) => opening.kind === 'window'), [layout]);
  const glass = useMemo(
    () => new MeshBasicMaterial({ color: SKY[lighting], side: FrontSide, toneMapped: false }),
    [lighting],
  );
  useEffect(() => () => glass.dispose(), [glass]);
  return (
    <>
      {windows.map((opening) => {
        const { position, rotationY } = windowPlacement(layout, opening);
        return (
          <mesh
            key={`${opening.wall}:${opening.offsetFt}`}
            position={position}
            rotation={[0, rotationY, 0]}
            material={glass}
            raycast={() => null}
            userData={{ ...againstWall(opening.wall), glass: true }}
          >
            <planeGeometry args={[opening.widthFt, opening.heightFt]} />
          </mesh>
        );
      })}
    </>
  );
}

/** A window's centre just inside its wall, and the turn that faces a plane (+z) into the room. */
export function windowPlacement(
  layout: RoomLayout,
  opening: Opening,
): { position: [number, number, number]; rotationY: number } {
  const frame = wallFrame(layout.dimensions, opening.wall);
  const [x, y, z] = pointOnWall(
    frame,
    opening.offsetFt + opening.widthFt / 2,
    GLASS_INSET_FT,
    opening.sillFt + opening.heightFt / 2,
  );
  return { position: [x, y, z], rotationY: frame.rotationY };
}
