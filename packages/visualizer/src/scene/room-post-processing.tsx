import { useFrame, useThree } from '@react-three/fiber';
import {
  EffectComposer,
  EffectPass,
  NormalPass,
  RenderPass,
  SSAOEffect,
  ToneMappingEffect,
  ToneMappingMode,
} from 'postprocessing';
import { useEffect, useMemo } from 'react';
import { HalfFloatType, NoToneMapping } from 'three';

/** Antialiasing samples of the composer's target (the canvas's own antialiasing does not reach it). */
const MULTISAMPLING = 4;

/**
 * The real-GPU picture's last steps with pmndrs `postprocessing` (decision 0112): the room drawn into a
 * multisampled half-float target, its normals for SSAO (soft contact shade where cabinets meet the floor
 * and walls meet), then ACES filmic tone mapping, which moves here from the renderer (three tone maps
 * only what it draws to the screen, and the composer draws to its targets). Its own EffectComposer
 * rather than `@react-three/postprocessing`'s: that package's index brings n8ao (100 KB) whatever is used.
 * Takes over r3f's rendering (priority 1), still only on demand.
 */
export function RoomPostProcessing({ roomSizeFt }: { roomSizeFt: number }) {
  const gl = useThree((state) => state.gl);
  const scene = useThree((state) => state.scene);
  const camera = useThree((state) => state.camera);
  const size = useThree((state) => state.size);
  const dpr = useThree((state) => state.viewport.dpr);
  const invalidate = useThree((state) => state.invalidate);

  const composer = useMemo(() => {
    const composer = new EffectComposer(gl, { multisampling: MULTISAMPLING, frameBufferType: HalfFloatType });
    composer.addPass(new RenderPass(scene, camera));
    const normals = new NormalPass(scene, camera);
    composer.addPass(normals);
    const occlusion = new SSAOEffect(camera, normals.texture, {
      samples: 16,
      rings: 7,
      radius: 0.08,
      intensity: 2.5,
      luminanceInfluence: 0.5,
      worldDistanceThreshold: roomSizeFt * 3,
      worldDistanceFalloff: roomSizeFt,
      worldProximityThreshold: 0.6,
      worldProximityFalloff: 0.3,
      depthAwareUpsampling: true,
    });
    composer.addPass(
      new EffectPass(camera, occlusion, new ToneMappingEffect({ mode: ToneMappingMode.ACES_FILMIC })),
    );
    return composer;
  }, [gl, scene, camera, roomSizeFt]);

  useEffect(() => {
    const before = gl.toneMapping;
    gl.toneMapping = NoToneMapping;
    invalidate();
    return () => {
      gl.toneMapping = before;
      composer.dispose();
    };
  }, [gl, composer, invalidate]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the composer reads the renderer's pixel ratio (`dpr`) as it resizes
  useEffect(() => {
    composer.setSize(size.width, size.height);
    invalidate();
  }, [composer, size, dpr, invalidate]);

  useFrame((_, delta) => composer.render(delta), 1);
  return null;
}
