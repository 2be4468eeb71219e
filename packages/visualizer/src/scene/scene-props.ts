import type { FixtureSlotKind, RoomLayout } from '@showroom/rooms';

/**
 * What the room scene draws in a slot (issue #13). A surface gets the product's generated texture,
 * a seamless square `patchInches` on a side, repeated at true scale; until it loads (or if it
 * fails) the surface shows `colourHex`. A fixture is drawn from parametric shapes in its finish.
 * Both take roughness and metalness from the product's relief map (`reliefUrl`, decision 0112); a
 * surface also its height (the grout's recess, a plank's bevel).
 */
export type SlotMaterial =
  | {
      kind: 'surface';
      productHash: string;
      productName: string;
      /** Null for a flat paint (a template's cabinet or wall paint): the colour alone. */
      textureUrl: string | null;
      /** Null with the texture: a paint has no relief. */
      reliefUrl: string | null;
      patchInches: number;
      colourHex: string;
    }
  | {
      kind: 'fixture';
      productHash: string;
      productName: string;
      fixtureKind: FixtureSlotKind;
      colourHex: string;
      reliefUrl: string;
    };

export const CAMERA_PRESETS = ['corner', 'front', 'top'] as const;
export type CameraPreset = (typeof CAMERA_PRESETS)[number];

export const LIGHTINGS = ['day', 'evening'] as const;
export type Lighting = (typeof LIGHTINGS)[number];

/** The props of the lazily loaded 3D room (`./room-scene.tsx`, the chunk that brings three.js). */
export interface RoomSceneProps {
  layout: RoomLayout;
  /** Slot id → what is in it; a slot without an entry shows a neutral default. */
  materials: Readonly<Record<string, SlotMaterial | undefined>>;
  selectedSlotId: string | null;
  /** A click on a slot in 3D (the screen also offers the accessible slot list). */
  onSelectSlot: (slotId: string) => void;
  camera: CameraPreset;
  lighting: Lighting;
  /** Called once the first frame with the room is drawn. */
  onFirstFrame?: () => void;
  /** Called if WebGL cannot start after all; the screen then shows the 2D plan. */
  onWebglLost?: () => void;
}

/** What the screen can ask of a mounted scene (through a ref). */
export interface RoomSceneHandle {
  /** The current view as a PNG, at the canvas's size. */
  toPngBlob: () => Promise<Blob>;
}
