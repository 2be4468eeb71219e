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
import { Color, HalfFloatType, NoToneMapping } from 'three';
import { BackdropEffect } from './backdrop-effect.ts';

/** Antialiasing samples of the composer's target (the canvas's own antialiasing does not reach it). */
const MULTISAMPLING = 4;

/**
 * The real-GPU picture's last steps with pmndrs `postprocessing` (decision 0112): the room drawn into a
 * multisampled half-float target, its normals for SSAO (soft contact shade where cabinets meet the floor
 * and walls meet), then ACES filmic tone mapping, which moves here from the renderer (three tone maps
 * only what it draws to the screen, and the composer draws to its targets), and the backdrop laid in after
 * it at its own colour (the room is drawn on a clear target, so the tone mapping leaves the backdrop the
 * colour software GL shows). Its own EffectComposer
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

  const backdrop = useMemo(() => new BackdropEffect(), []);
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
      new EffectPass(
        camera,
        occlusion,
        new ToneMappingEffect({ mode: ToneMappingMode.ACES_FILMIC }),
        backdrop,
      ),
    );
    return composer;
  }, [gl, scene, camera, roomSizeFt, backdrop]);

  useEffect(() => {
    const before = {
      toneMapping: gl.toneMapping,
      clear: gl.getClearColor(new Color()),
      alpha: gl.getClearAlpha(),
    };
    gl.toneMapping = NoToneMapping;
    // Cleared to nothing: what the room does not cover keeps alpha 0 for the backdrop effect.
    gl.setClearColor(0x000000, 0);
    invalidate();
    return () => {
      gl.toneMapping = before.toneMapping;
      gl.setClearColor(before.clear, before.alpha);
      composer.dispose();
    };
  }, [gl, composer, invalidate]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the composer reads the renderer's pixel ratio (`dpr`) as it resizes
  useEffect(() => {
    composer.setSize(size.width, size.height);
    invalidate();
  }, [composer, size, dpr, invalidate]);

  useFrame((_, delta) => {
    // The scene's background (the lighting's colour) goes to the backdrop effect, not the render.
    const background = scene.background;
    if (background instanceof Color) backdrop.colour.copy(background);
    scene.background = null;
    composer.render(delta);
    scene.background = background;
  }, 1);
  return null;
}
