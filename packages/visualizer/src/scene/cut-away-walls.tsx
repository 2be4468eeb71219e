import { useFrame } from '@react-three/fiber';
import type { RoomDimensions, WallId } from '@showroom/rooms';
import type { Object3D } from 'three';
import { hiddenWalls } from './cut-away.ts';

/**
 * A layer neither the camera draws nor clicks test (both look at layer 0 only): what is cut away
 * goes there, so it is not drawn and a click passes through it to the floor behind.
 */
const CUT_AWAY_LAYER = 31;

/** Marks an object as built against `wall` (or nothing): it is cut away while that wall is hidden. */
export const againstWall = (wall: WallId | null) => ({ againstWall: wall ?? undefined });

/**
 * Before every frame, from where the camera is: puts what stands against a wall the camera is beyond
 * (see cut-away.ts) on the cut-away layer, and everything else back. Every frame, not on a change
 * only, so objects mounted since (a selection outline, a new fixture shape) follow at once.
 */
export function CutAwayWalls({ dimensions }: { dimensions: RoomDimensions }) {
  useFrame(({ camera, scene }) => {
    const hidden = hiddenWalls({ x: camera.position.x, z: camera.position.z }, dimensions);
    scene.traverse((object) => {
      const wall = (object.userData as { againstWall?: WallId }).againstWall;
      if (!wall) return;
      const layer = hidden.includes(wall) ? CUT_AWAY_LAYER : 0;
      object.traverse((part: Object3D) => part.layers.set(layer));
    });
  });
  return null;
}
