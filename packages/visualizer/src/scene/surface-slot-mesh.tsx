import { useThree } from '@react-three/fiber';
import type { RoomDimensions, SurfaceSlot } from '@showroom/rooms';
import { useEffect, useMemo } from 'react';
import { type BufferGeometry, EdgesGeometry, FrontSide } from 'three';
import { slabWall } from './cut-away.ts';
import { againstWall } from './cut-away-walls.tsx';
import { panelGeometry } from './panel-geometry.ts';
import type { SlotMaterial } from './scene-props.ts';
import { SELECTED_OUTLINE, type SlotPointerHandlers } from './slot-pointer.ts';
import { FLAT_RELIEF, WHITE_TEXEL } from './texture-cache.ts';
import { useSurfaceLook } from './use-surface-look.ts';

/** What an empty surface shows: a light neutral, per kind, so the room reads before anything is chosen. */
const EMPTY_SURFACE: Readonly<Record<SurfaceSlot['kind'], string>> = {
  floor: '#c9c2b8',
  wall: '#eeebe6',
  backsplash: '#e4e0da',
  countertop: '#d8d6d2',
  'cabinet-fronts': '#f4f2ee',
  'shower-walls': '#e6e8ea',
};

interface SurfaceSlotMeshProps extends SlotPointerHandlers {
  slot: SurfaceSlot;
  material: Extract<SlotMaterial, { kind: 'surface' }> | undefined;
  selected: boolean;
  /** The largest texture side to decode (smaller in software GL, where uploads are slow). */
  textureMaxPixels: number;
  /** The room's size: a countertop along a wall is cut away with it (other surfaces never need to be). */
  dimensions: RoomDimensions;
  /** Whether the relief's height is drawn (real GPUs); roughness from it always is. */
  bump: boolean;
}

/**
 * How far the relief's height stands out: grout and bevels read as shade and highlight at a glance
 * without making a floor look quilted (three's bump scale, in its units of height per texel slope).
 */
const BUMP_SCALE = 4;

/** A surface's roughness before its relief arrives (or without one): stone and glaze a little shiny. */
const UNRELIEVED_ROUGHNESS: Readonly<Record<SurfaceSlot['kind'], number>> = {
  floor: 0.75,
  wall: 0.9,
  backsplash: 0.35,
  countertop: 0.35,
  'cabinet-fronts': 0.6,
  'shower-walls': 0.5,
};

/**
 * A surface slot: its panels share one material. Only their front faces are drawn, so a wall seen from
 * outside the room vanishes (the dollhouse view) and clicks pass through it to what is inside.
 */
export function SurfaceSlotMesh({
  slot,
  material,
  selected,
  textureMaxPixels,
  dimensions,
  bump,
  ...pointer
}: SurfaceSlotMeshProps) {
  const geometries = useMemo(() => slot.panels.map(panelGeometry), [slot.panels]);
  // Only slabs need it: fronts and backsplashes face the way their wall does, so they vanish with it.
  const cut = useMemo(
    () =>
      slot.panels.map((panel) =>
        againstWall(slot.kind === 'countertop' ? slabWall(panel, dimensions) : null),
      ),
    [slot.kind, slot.panels, dimensions],
  );
  const outlines = useMemo(
    () => (selected ? geometries.map((geometry) => new EdgesGeometry(geometry, 30)) : []),
    [selected, geometries],
  );
  useEffect(() => () => disposeAll(geometries), [geometries]);
  useEffect(() => () => disposeAll(outlines), [outlines]);
  // A new material is first drawn at the quick resolution, like a moving view (software GL).
  const regress = useThree((state) => state.performance.regress);
  const look = useSurfaceLook(material, EMPTY_SURFACE[slot.kind], textureMaxPixels, regress);
  const relief = look.relief;

  return (
    <group name={slot.id} {...pointer}>
      {geometries.map((geometry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a slot's panels keep their order for a layout
        <mesh key={index} geometry={geometry} userData={cut[index] ?? {}}>
          <meshStandardMaterial
            side={FrontSide}
            // Always a map (a white texel for a flat colour): a texture arriving then swaps a uniform
            // instead of compiling a new shader, which software GL takes long over.
            map={look.map ?? WHITE_TEXEL}
            color={look.map ? '#ffffff' : look.colourHex}
            // Likewise always a roughness map: the relief's green channel times 1, or a white texel
            // times the slot's usual roughness. Surfaces are never metal, so no metalness map.
            roughnessMap={relief ?? FLAT_RELIEF}
            roughness={relief ? 1 : UNRELIEVED_ROUGHNESS[slot.kind]}
            metalness={0}
            bumpMap={bump ? (relief ?? FLAT_RELIEF) : null}
            bumpScale={BUMP_SCALE}
          />
        </mesh>
      ))}
      {outlines.map((outline, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one outline per panel, in the panels' order
        <lineSegments key={index} geometry={outline} raycast={() => null} userData={cut[index] ?? {}}>
          <lineBasicMaterial color={SELECTED_OUTLINE} />
        </lineSegments>
      ))}
    </group>
  );
}

function disposeAll(geometries: readonly BufferGeometry[]): void {
  for (const geometry of geometries) geometry.dispose();
}
