import { useEffect, useMemo } from 'react';
import { BoxGeometry, EdgesGeometry, type Material } from 'three';
import { SELECTED_OUTLINE } from './slot-pointer.ts';

/** A point or size in a fixture's own frame: feet, origin at the centre of its footprint's bottom, front +z. */
export type Triple = readonly [number, number, number];

interface PartProps {
  material: Material;
  /** Centre of the part. */
  at: Triple;
}

/** A box part. */
export function Block({ material, at, size }: PartProps & { size: Triple }) {
  return (
    <mesh position={at} material={material}>
      <boxGeometry args={size} />
    </mesh>
  );
}

/** An upright cylinder (or cone, when the radii differ). */
export function Post({
  material,
  at,
  radiusTop,
  radiusBottom = radiusTop,
  height,
}: PartProps & { radiusTop: number; radiusBottom?: number; height: number }) {
  return (
    <mesh position={at} material={material}>
      <cylinderGeometry args={[radiusTop, radiusBottom, height, 20]} />
    </mesh>
  );
}

/** An open cone hanging mouth down (a lamp's shade): no caps, so its bulb shows from below. */
export function Shade({
  material,
  at,
  radiusTop,
  radiusBottom,
  height,
}: PartProps & { radiusTop: number; radiusBottom: number; height: number }) {
  return (
    <mesh position={at} material={material}>
      <cylinderGeometry args={[radiusTop, radiusBottom, height, 24, 1, true]} />
    </mesh>
  );
}

/** A sphere (a bulb). */
export function Ball({ material, at, radius }: PartProps & { radius: number }) {
  return (
    <mesh position={at} material={material}>
      <sphereGeometry args={[radius, 16, 12]} />
    </mesh>
  );
}

/** A half ring standing in the y-z plane, its ends at the bottom: a faucet's spout. */
export function Arc({ material, at, radius, tube }: PartProps & { radius: number; tube: number }) {
  return (
    <mesh position={at} rotation={[0, Math.PI / 2, 0]} material={material}>
      <torusGeometry args={[radius, tube, 8, 16, Math.PI]} />
    </mesh>
  );
}

/** The outline of a selected fixture: the edges of its placement's box. */
export function SelectionBox({ size }: { size: Triple }) {
  const edges = useMemo(() => {
    const box = new BoxGeometry(...size);
    const outline = new EdgesGeometry(box);
    box.dispose();
    return outline;
  }, [size]);
  useEffect(() => () => edges.dispose(), [edges]);
  return (
    <lineSegments position={[0, size[1] / 2, 0]} geometry={edges} raycast={() => null}>
      <lineBasicMaterial color={SELECTED_OUTLINE} />
    </lineSegments>
  );
}
