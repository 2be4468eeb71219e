import type { PoolBasin } from '@showroom/rooms';
import { BackSide } from 'three';

/** How far below the deck the water stands. */
const WATER_DROP_FT = 0.4;

/**
 * Pools set into a patio's floor (the floor's panels leave a hole over each): the basin is a box drawn
 * from inside (its back faces), with a water surface a little below the deck. Not a slot: the coping
 * around it is.
 */
export function PoolBasins({ pools }: { pools: readonly PoolBasin[] }) {
  return (
    <group>
      {pools.map((pool) => {
        const centre = [pool.x + pool.widthFt / 2, 0, pool.z + pool.depthFt / 2] as const;
        return (
          <group key={`${pool.x},${pool.z}`} position={centre}>
            <mesh position={[0, -pool.waterDepthFt / 2, 0]}>
              <boxGeometry args={[pool.widthFt, pool.waterDepthFt, pool.depthFt]} />
              <meshStandardMaterial color="#cfe8f0" roughness={0.6} side={BackSide} />
            </mesh>
            <mesh position={[0, -WATER_DROP_FT, 0]} rotation={[-Math.PI / 2, 0, 0]} raycast={() => null}>
              <planeGeometry args={[pool.widthFt, pool.depthFt]} />
              <meshStandardMaterial color="#2f8fc0" roughness={0.1} transparent opacity={0.7} />
            </mesh>
          </group>
        );
      })}
    </group>
  );
}
