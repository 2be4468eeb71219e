import { useThree } from '@react-three/fiber';
import { useEffect } from 'react';
import { PMREMGenerator } from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import type { Lighting } from './scene-props.ts';

/**
 * How much the environment lights the room: full by day, a dim glow in the evening, when the lamps
 * carry the light. Metals and polished stone show it in their reflections (decision 0112).
 */
const ENVIRONMENT_INTENSITY: Readonly<Record<Lighting, number>> = { day: 0.6, evening: 0.2 };

/**
 * How much brighter a bare metal mirrors the environment than the room's own surfaces take light from
 * it. The studio environment is dimmer than the lit white room a real appliance would reflect, and a
 * metal has nothing but its reflection: at the room's intensity stainless steel read as charcoal.
 */
const METAL_REFLECTION_BOOST = 2.4;

/** The environment intensity of a bare metal's reflection under `lighting`. */
export const metalReflection = (lighting: Lighting) =>
  ENVIRONMENT_INTENSITY[lighting] * METAL_REFLECTION_BOOST;

/**
 * Image-based light for every physically based material: three's `RoomEnvironment` (a neutral lit
 * studio, built in code, nothing downloaded) prefiltered once by `PMREMGenerator`. It is what makes a
 * stainless fridge read as bright steel and a polished tile mirror the room, and it costs one texture
 * lookup per pixel, so software GL keeps it too. Not the background: the room sits on its own colour.
 */
export function RoomEnvironmentLight({ lighting }: { lighting: Lighting }) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const invalidate = useThree((state) => state.invalidate);

  useEffect(() => {
    const generator = new PMREMGenerator(gl);
    const room = new RoomEnvironment();
    // No extra blur before the prefiltering: in software GL that pass alone cost ~100 ms of the first frame.
    const target = generator.fromScene(room, 0);
    room.dispose();
    generator.dispose();
    scene.environment = target.texture;
    invalidate();
    return () => {
      scene.environment = null;
      target.dispose();
    };
  }, [gl, scene, invalidate]);

  useEffect(() => {
    scene.environmentIntensity = ENVIRONMENT_INTENSITY[lighting];
    invalidate();
  }, [scene, lighting, invalidate]);

  return null;
}
