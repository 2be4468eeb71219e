import { addAfterEffect, Canvas, type RootState } from '@react-three/fiber';
import { ROOM_FIRST_FRAME_MARK } from '@showroom/contract/visualizer';
import { isSurfaceSlot } from '@showroom/rooms';
import {
  forwardRef,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ACESFilmicToneMapping } from 'three';
import { AdaptiveResolution } from './adaptive-resolution.tsx';
import { CameraRig } from './camera-rig.tsx';
import { openCorner, orbitAzimuthRange } from './cut-away.ts';
import { CutAwayWalls } from './cut-away-walls.tsx';
import { FixtureSlotGroup } from './fixture-slot-group.tsx';
import { PoolBasins } from './pool-basins.tsx';
import { RoomBodies } from './room-bodies.tsx';
import { RoomCeiling } from './room-ceiling.tsx';
import { metalReflection, RoomEnvironmentLight } from './room-environment.tsx';
import { RoomWindows } from './room-windows.tsx';
import { SceneLighting } from './scene-lighting.tsx';
import type { RoomSceneHandle, RoomSceneProps, SlotMaterial } from './scene-props.ts';
import { slotPointerHandlers } from './slot-pointer.ts';
import { isSoftwareGl } from './software-gl.ts';
import { SurfaceSlotMesh } from './surface-slot-mesh.tsx';
import { WebglBoundary } from './webgl-boundary.tsx';

/**
 * The largest texture side decoded. A 48-inch patch spans about 250 px of a 1280-px view of a whole
 * room, so 256 px loses nothing there and decodes and uploads four times faster in software GL.
 */
const TEXTURE_MAX_PIXELS = { software: 256, gpu: 1024 } as const;

/**
 * Shadows, window daylight, ambient occlusion and antialiasing by post-processing: real GPUs only, in
 * a chunk of their own that software GL never fetches (decision 0112).
 */
const GpuEffects = lazy(() => import('./gpu-effects.tsx'));

/** ACES filmic keeps white walls and cabinets from burning out a touch below full exposure. */
const EXPOSURE = 0.8;

/** Lamps glow softly by day and light up in the evening. */
const LAMP_GLOW = { day: 0.4, evening: 2.5 } as const;

/**
 * The 3D room (issue #13): the one module the screen loads lazily, so three.js and its React renderer
 * come only with the visualizer. It draws on demand (orbiting, a glide, a new material or light), never
 * in an idle loop, and keeps the drawing buffer so a picture of the view can be saved at any time.
 * Materials are physically based (texture, relief: roughness and height) in an environment's light,
 * tone mapped ACES filmic (decision 0112). In software GL it drops antialiasing, shadows, ambient
 * occlusion and the relief's height, and draws at half resolution while the view moves; reflections
 * and highlights, which tell a polished tile from a matte one, stay.
 */
const RoomScene = forwardRef<RoomSceneHandle, RoomSceneProps>(function RoomScene(props, ref) {
  const { layout, materials, selectedSlotId, onSelectSlot, camera, lighting, onFirstFrame, onWebglLost } =
    props;
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [software] = useState(isSoftwareGl);
  const [scale, setScale] = useState(1);
  const dpr = Math.min(window.devicePixelRatio, software ? 1 : 1.5) * scale;
  const corner = useMemo(() => openCorner(layout), [layout]);
  const azimuth = useMemo(() => orbitAzimuthRange(layout), [layout]);
  const performanceRange = useMemo(() => ({ min: software ? 0.5 : 1, debounce: 400 }), [software]);

  useImperativeHandle(ref, () => ({
    toPngBlob: () =>
      new Promise<Blob>((resolve, reject) => {
        if (!canvas.current) {
          reject(new Error('The room is not drawn yet.'));
          return;
        }
        canvas.current.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be made.'))),
          'image/png',
        );
      }),
  }));

  // Straight on the canvas, not through state: a re-render per hovered slot is not worth it.
  const hover = useCallback((slotId: string | null) => {
    if (canvas.current) canvas.current.style.cursor = slotId ? 'pointer' : '';
  }, []);

  const lost = useRef(onWebglLost);
  lost.current = onWebglLost;
  const created = useCallback((state: RootState) => {
    canvas.current = state.gl.domElement;
    state.gl.toneMappingExposure = EXPOSURE;
    state.gl.domElement.addEventListener('webglcontextlost', () => lost.current?.());
  }, []);

  return (
    <WebglBoundary onFailure={() => lost.current?.()}>
      <Canvas
        frameloop="demand"
        dpr={dpr}
        performance={performanceRange}
        // Real GPUs antialias in the post-processing's multisampled target; the canvas's own would be wasted.
        gl={{ preserveDrawingBuffer: true, antialias: false, toneMapping: ACESFilmicToneMapping }}
        shadows={software ? false : 'soft'}
        camera={{ fov: 45, near: 0.1, far: 400 }}
        onCreated={created}
      >
        <FirstFrame onFirstFrame={onFirstFrame} />
        <AdaptiveResolution onScale={setScale} />
        <CameraRig preset={camera} dimensions={layout.dimensions} corner={corner} azimuth={azimuth} />
        {/* After the camera rig, so it cuts by where the camera is in the frame being drawn. */}
        <CutAwayWalls dimensions={layout.dimensions} />
        <SceneLighting layout={layout} lighting={lighting} shadows={!software} />
        <RoomEnvironmentLight lighting={lighting} />
        <RoomCeiling layout={layout} />
        <RoomWindows layout={layout} lighting={lighting} />
        {!software && (
          <Suspense fallback={null}>
            <GpuEffects layout={layout} lighting={lighting} />
          </Suspense>
        )}
        <RoomBodies bodies={layout.bodies} dimensions={layout.dimensions} />
        {layout.pools && <PoolBasins pools={layout.pools} />}
        {layout.slots.map((slot) => {
          const pointer = slotPointerHandlers(slot.id, onSelectSlot, hover);
          const material: SlotMaterial | undefined = materials[slot.id];
          const selected = slot.id === selectedSlotId;
          return isSurfaceSlot(slot) ? (
            <SurfaceSlotMesh
              key={slot.id}
              slot={slot}
              material={material?.kind === 'surface' ? material : undefined}
              selected={selected}
              textureMaxPixels={TEXTURE_MAX_PIXELS[software ? 'software' : 'gpu']}
              dimensions={layout.dimensions}
              bump={!software}
              {...pointer}
            />
          ) : (
            <FixtureSlotGroup
              key={slot.id}
              slot={slot}
              material={material?.kind === 'fixture' ? material : undefined}
              selected={selected}
              glow={LAMP_GLOW[lighting]}
              reflection={metalReflection(lighting)}
              dimensions={layout.dimensions}
              contactShadows={software}
              {...pointer}
            />
          );
        })}
      </Canvas>
    </WebglBoundary>
  );
});

/** Tells the screen once, after the first frame with the room in it has been drawn. */
function FirstFrame({ onFirstFrame }: { onFirstFrame: (() => void) | undefined }) {
  const told = useRef(false);
  const callback = useRef(onFirstFrame);
  callback.current = onFirstFrame;
  useEffect(
    () =>
      addAfterEffect(() => {
        if (told.current) return;
        told.current = true;
        performance.mark(ROOM_FIRST_FRAME_MARK);
        callback.current?.();
      }),
    [],
  );
  return null;
}

export default RoomScene;
