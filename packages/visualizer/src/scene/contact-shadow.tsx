import type { FixtureSlotKind } from '@showroom/rooms';
import { useEffect, useMemo } from 'react';
import { DataTexture, MeshBasicMaterial } from 'three';
import type { Triple } from './fixture-parts.tsx';

/** Fixtures standing on the floor: they get a contact shadow under them (decision 0117). */
const STANDING: ReadonlySet<FixtureSlotKind> = new Set(['tub', 'toilet', 'vanity', 'appliances']);

/** How far the shade reaches past a fixture's footprint, feet; and how dark it is where they meet. */
const REACH_FT = 0.45;
const FLOOR_DARKNESS = 0.42;
/** The shade on the wall above a tub's rim: how high it reaches, how dark at the rim. */
const WALL_REACH_FT = 0.5;
const WALL_DARKNESS = 0.3;
/** The shade's pixels per foot: it is a blur, so coarse is enough. */
const PIXELS_PER_FOOT = 12;
/**
 * A toilet fills little of its box (a pedestal and a tank): its shade is darkest over a footprint
 * this share of its width inside the box, fading from there, so no square of shade shows round it.
 */
const TOILET_INSET = 0.3;
/** Just above the floor (or off the wall): no fighting over depth with it. */
const LIFT_FT = 0.01;

/**
 * Software GL has no shadows or ambient occlusion (decision 0112), so a white tub, toilet or cabinet
 * on a white floor or before white tile lost its outline. Baked contact shade brings it back cheaply: a
 * transparent quad on the floor, darkest along the footprint and fading out over REACH_FT (a blurred
 * rectangle, drawn once per size), and for a tub a band on the wall behind, fading up from its rim.
 * Not hit by the pointer: a click near a fixture is still the floor's.
 */
export function ContactShadow({
  kind,
  size: [w, h, d],
  floorStanding,
}: {
  kind: FixtureSlotKind;
  size: Triple;
  floorStanding: boolean;
}) {
  const show = floorStanding && STANDING.has(kind);
  const inset = kind === 'toilet' ? Math.min(w, d) * TOILET_INSET : 0;
  const floor = useMemo(() => (show ? floorShade(w, d, inset) : null), [show, w, d, inset]);
  const wall = useMemo(() => (show && kind === 'tub' ? wallShade() : null), [show, kind]);
  useEffect(
    () => () => {
      for (const material of [floor, wall]) {
        material?.map?.dispose();
        material?.dispose();
      }
    },
    [floor, wall],
  );
  return (
    <>
      {floor && (
        <mesh
          position={[0, LIFT_FT, 0]}
          rotation={[-Math.PI / 2, 0, 0]}
          material={floor}
          raycast={noHit}
          renderOrder={-1}
        >
          <planeGeometry args={[w + 2 * REACH_FT, d + 2 * REACH_FT]} />
        </mesh>
      )}
      {wall && (
        <mesh position={[0, h + WALL_REACH_FT / 2, -d / 2 + LIFT_FT]} material={wall} raycast={noHit}>
          <planeGeometry args={[w, WALL_REACH_FT]} />
        </mesh>
      )}
    </>
  );
}

const noHit = () => undefined;

function shadeMaterial(texture: DataTexture, darkness: number): MeshBasicMaterial {
  texture.needsUpdate = true;
  return new MeshBasicMaterial({
    color: '#000000',
    map: texture,
    transparent: true,
    opacity: darkness,
    depthWrite: false,
    toneMapped: false,
  });
}

/**
 * The floor's shade for a `w` × `d` footprint: full under it (`inset` inside its edges), falling off
 * (squared) with the distance from there over `inset` + REACH_FT. Drawn once per footprint: a few
 * thousand pixels.
 */
function floorShade(w: number, d: number, inset: number): MeshBasicMaterial {
  const width = Math.max(2, Math.round((w + 2 * REACH_FT) * PIXELS_PER_FOOT));
  const height = Math.max(2, Math.round((d + 2 * REACH_FT) * PIXELS_PER_FOOT));
  const alpha = new Uint8Array(width * height * 4);
  for (let row = 0; row < height; row++)
    for (let column = 0; column < width; column++) {
      const x = ((column + 0.5) / width - 0.5) * (w + 2 * REACH_FT);
      const y = ((row + 0.5) / height - 0.5) * (d + 2 * REACH_FT);
      const outside = Math.hypot(
        Math.max(0, Math.abs(x) - w / 2 + inset),
        Math.max(0, Math.abs(y) - d / 2 + inset),
      );
      const fade = Math.max(0, 1 - outside / (REACH_FT + inset));
      alpha[(row * width + column) * 4 + 3] = Math.round(fade * fade * 255);
    }
  return shadeMaterial(new DataTexture(alpha, width, height), FLOOR_DARKNESS);
}

/** The wall's shade above a tub: darkest at the rim (the texture's bottom row), gone at the top. */
function wallShade(): MeshBasicMaterial {
  const rows = Math.round(WALL_REACH_FT * PIXELS_PER_FOOT * 2);
  const alpha = new Uint8Array(rows * 4);
  for (let row = 0; row < rows; row++) {
    const fade = 1 - (row + 0.5) / rows;
    alpha[row * 4 + 3] = Math.round(fade * fade * 255);
  }
  return shadeMaterial(new DataTexture(alpha, 1, rows), WALL_DARKNESS);
}
