import { useThree } from '@react-three/fiber';
import type { FixturePlacement, FixtureSlot, RoomDimensions } from '@showroom/rooms';
import { useEffect, useMemo, useState } from 'react';
import { ContactShadow } from './contact-shadow.tsx';
import { wallBehind } from './cut-away.ts';
import { againstWall } from './cut-away-walls.tsx';
import { Sink, Toilet, Tub, Vanity } from './fixture-bath.tsx';
import {
  disposeFixtureMaterials,
  EMPTY_FIXTURE_HEX,
  type FixtureMaterials,
  fixtureMaterials,
} from './fixture-finish.ts';
import { type FixtureFinish, loadFixtureFinish } from './fixture-finish-load.ts';
import { Fan, Faucet, Light, ShowerHead } from './fixture-fittings.tsx';
import { Appliance, applianceShape } from './fixture-kitchen.tsx';
import { SelectionBox } from './fixture-parts.tsx';
import type { SlotMaterial } from './scene-props.ts';
import type { SlotPointerHandlers } from './slot-pointer.ts';

interface FixtureSlotGroupProps extends SlotPointerHandlers {
  slot: FixtureSlot;
  material: Extract<SlotMaterial, { kind: 'fixture' }> | undefined;
  selected: boolean;
  /** How brightly lamps glow (evening light turns them up). */
  glow: number;
  /** How strongly a bare metal finish mirrors the environment (see `metalReflection`). */
  reflection: number;
  /** The room's size: a placement built against a wall is cut away with it. */
  dimensions: RoomDimensions;
  /** Baked contact shade under standing fixtures: software GL, which has no shadows or SSAO. */
  contactShadows: boolean;
}

/** A fixture slot: the same parametric shape at each of its placements, in the product's finish. */
export function FixtureSlotGroup({
  slot,
  material,
  selected,
  glow,
  reflection,
  dimensions,
  contactShadows,
  ...pointer
}: FixtureSlotGroupProps) {
  const colourHex = material?.colourHex ?? EMPTY_FIXTURE_HEX;
  const finish = useFixtureFinish(material?.reliefUrl);
  const materials = useMemo(
    () => fixtureMaterials(slot.kind, colourHex, finish),
    [slot.kind, colourHex, finish],
  );
  useEffect(() => () => disposeFixtureMaterials(materials), [materials]);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    materials.bulb.emissiveIntensity = glow;
    invalidate();
  }, [materials, glow, invalidate]);
  // A metal takes the scene's environment (set by then: its effect runs before the slots') at its own strength.
  const scene = useThree((state) => state.scene);
  useEffect(() => {
    const metal = materials.finish.metalness > 0.5;
    for (const material of [materials.finish, materials.shade, materials.trim]) {
      if (material !== materials.trim && !metal) continue;
      material.envMap = scene.environment;
      material.envMapIntensity = reflection;
      material.needsUpdate = true;
    }
    invalidate();
  }, [materials, scene, reflection, invalidate]);

  return (
    <group name={slot.id} {...pointer}>
      {slot.placements.map((placement) => (
        <group
          key={placement.position.join()}
          position={placement.position}
          rotation={[0, placement.rotationY, 0]}
          userData={againstWall(wallBehind(placement, dimensions))}
        >
          <FixtureShape
            slot={slot}
            placement={placement}
            materials={materials}
            pendant={PENDANT.test(material?.productName ?? '')}
          />
          {contactShadows && (
            <ContactShadow
              kind={slot.kind}
              size={placement.size}
              floorStanding={placement.position[1] < FLOOR_TOLERANCE_FT}
            />
          )}
          {selected && <SelectionBox size={placement.size} />}
        </group>
      ))}
    </group>
  );
}

/** The finish of the product in a slot, once its relief is read; null until then or in an empty slot. */
function useFixtureFinish(reliefUrl: string | undefined): FixtureFinish | null {
  const [finish, setFinish] = useState<FixtureFinish | null>(null);
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => {
    if (!reliefUrl) {
      setFinish(null);
      return;
    }
    let current = true;
    void loadFixtureFinish(reliefUrl).then((read) => {
      if (!current) return;
      setFinish(read);
      invalidate();
    });
    return () => {
      current = false;
    };
  }, [reliefUrl, invalidate]);
  return finish;
}

/** A placement this close to the floor stands on it (wall ovens and cabinets hang higher). */
const FLOOR_TOLERANCE_FT = 0.05;

/** Lights whose product hangs on a cord, whatever box the plan drew for the slot. */
const PENDANT = /pendant/i;

function FixtureShape({
  slot,
  placement,
  materials,
  pendant,
}: {
  slot: FixtureSlot;
  placement: FixturePlacement;
  materials: FixtureMaterials;
  pendant: boolean;
}) {
  const size = placement.size;
  switch (slot.kind) {
    case 'faucet':
      // The plans give a shower's valve and head the faucet kind, in a slot of its own.
      return slot.id === 'shower' ? (
        <ShowerHead size={size} {...materials} />
      ) : (
        <Faucet size={size} {...materials} />
      );
    case 'sink':
      return <Sink size={size} {...materials} />;
    case 'vanity':
      return <Vanity size={size} {...materials} />;
    case 'tub':
      return <Tub size={size} {...materials} />;
    case 'toilet':
      return <Toilet size={size} {...materials} />;
    case 'lights':
      return <Light size={size} pendant={pendant} {...materials} />;
    case 'fan':
      return <Fan size={size} {...materials} />;
    case 'appliances':
      return (
        <Appliance shape={applianceShape(slot.id, placement.position, size)} size={size} {...materials} />
      );
  }
}
