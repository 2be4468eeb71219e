import { useFrame, useThree } from '@react-three/fiber';
import type { RoomLayout } from '@showroom/rooms';
import { useEffect, useMemo } from 'react';
import { type Mesh, type Object3D, RectAreaLight } from 'three';
import { RectAreaLightUniformsLib } from 'three/examples/jsm/lights/RectAreaLightUniformsLib.js';
import { RoomPostProcessing } from './room-post-processing.tsx';
import { windowPlacement } from './room-windows.tsx';
import type { Lighting } from './scene-props.ts';

/** Rect area lights need their lookup tables once; this chunk loads only where they are used. */
RectAreaLightUniformsLib.init();

/** Daylight through a window: a soft panel of light the window's size, facing in. */
const WINDOW_LIGHT = { day: 2.5, evening: 0 } as const;

/**
 * What only a real GPU can afford (decision 0112), loaded as its own chunk so software GL never
 * fetches it: every mesh casting and taking the sun's soft shadows, daylight from each window, and
 * post-processing (ambient occlusion, multisampled edges, filmic tone mapping).
 */
export default function GpuEffects({ layout, lighting }: { layout: RoomLayout; lighting: Lighting }) {
  const size = Math.max(layout.dimensions.widthFt, layout.dimensions.depthFt);
  return (
    <>
      <ShadowCasting />
      {lighting === 'day' && <WindowDaylight layout={layout} />}
      <RoomPostProcessing roomSizeFt={size} />
    </>
  );
}

/**
 * Every mesh casts and takes shadows but the window glass (the sun comes through it) and the lines
 * of a selection. Each frame, like the cut-away: a material or fixture mounted since follows at once.
 */
function ShadowCasting() {
  const invalidate = useThree((state) => state.invalidate);
  useEffect(() => invalidate(), [invalidate]);
  useFrame(({ scene }) => {
    scene.traverse((object: Object3D) => {
      if (!(object as Mesh).isMesh) return;
      const glass = (object.userData as { glass?: boolean }).glass === true;
      object.castShadow = !glass;
      object.receiveShadow = !glass;
    });
  });
  return null;
}

function WindowDaylight({ layout }: { layout: RoomLayout }) {
  const windows = useMemo(() => layout.openings.filter((opening) => opening.kind === 'window'), [layout]);
  const lights = useMemo(
    () =>
      windows.map((opening) => {
        const { position, rotationY } = windowPlacement(layout, opening);
        const light = new RectAreaLight('#eef4ff', WINDOW_LIGHT.day, opening.widthFt, opening.heightFt);
        light.position.set(...position);
        // A rect area light shines along its -z: turned half a turn from the glass, which faces in along +z.
        light.rotation.set(0, rotationY + Math.PI, 0);
        return light;
      }),
    [layout, windows],
  );
  useEffect(
    () => () => {
      for (const light of lights) light.dispose();
    },
    [lights],
  );
  return (
    <>
      {lights.map((light) => (
        <primitive key={light.uuid} object={light} />
      ))}
    </>
  );
}
