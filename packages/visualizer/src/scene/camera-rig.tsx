import { useFrame, useThree } from '@react-three/fiber';
import type { RoomDimensions } from '@showroom/rooms';
import { useEffect, useRef } from 'react';
import { Vector3 } from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { type Corner, cameraView, orbitLimits } from './camera-views.ts';
import type { AzimuthRange } from './cut-away.ts';
import type { CameraPreset } from './scene-props.ts';

const GLIDE_MS = 600;

interface Glide {
  started: number;
  fromPosition: Vector3;
  fromTarget: Vector3;
  toPosition: Vector3;
  toTarget: Vector3;
}

/**
 * Orbiting (drag to turn, wheel to zoom, never below the floor, never round to where the cut-away
 * would empty the room) and the preset views, which the camera
 * glides to. The scene draws on demand: each change of the controls asks for one frame, a glide for
 * one per display frame until it lands.
 */
export function CameraRig({
  preset,
  dimensions,
  corner,
  azimuth = null,
}: {
  preset: CameraPreset;
  dimensions: RoomDimensions;
  /** The corner the corner view looks from. */
  corner: Corner;
  /** How far the orbit may turn, so the cut-away never empties the room (`orbitAzimuthRange`); null: all round. */
  azimuth?: AzimuthRange | null;
}) {
  const camera = useThree((state) => state.camera);
  const canvas = useThree((state) => state.gl.domElement);
  const invalidate = useThree((state) => state.invalidate);
  const regress = useThree((state) => state.performance.regress);
  const controls = useRef<OrbitControls | null>(null);
  const glide = useRef<Glide | null>(null);
  const placed = useRef(false);

  useEffect(() => {
    const orbit = new OrbitControls(camera, canvas);
    orbit.enablePan = false;
    orbit.maxPolarAngle = Math.PI * 0.49;
    orbit.addEventListener('change', () => {
      regress();
      invalidate();
    });
    controls.current = orbit;
    return () => {
      orbit.dispose();
      controls.current = null;
    };
  }, [camera, canvas, invalidate, regress]);

  useEffect(() => {
    const orbit = controls.current;
    if (!orbit) return;
    const limits = orbitLimits(dimensions);
    orbit.minDistance = limits.min;
    orbit.maxDistance = limits.max;
    orbit.minAzimuthAngle = azimuth?.min ?? Number.NEGATIVE_INFINITY;
    orbit.maxAzimuthAngle = azimuth?.max ?? Number.POSITIVE_INFINITY;
    const view = cameraView(preset, dimensions, corner);
    if (!placed.current) {
      // The first view is where the scene opens: no glide from three's default camera.
      placed.current = true;
      camera.position.set(...view.position);
      orbit.target.set(...view.target);
      orbit.update();
      return;
    }
    glide.current = {
      started: performance.now(),
      fromPosition: camera.position.clone(),
      fromTarget: orbit.target.clone(),
      toPosition: new Vector3(...view.position),
      toTarget: new Vector3(...view.target),
    };
    invalidate();
  }, [preset, dimensions, corner, azimuth, camera, invalidate]);

  useFrame(() => {
    const orbit = controls.current;
    const current = glide.current;
    if (!orbit || !current) return;
    const t = Math.min(1, (performance.now() - current.started) / GLIDE_MS);
    const eased = t * t * (3 - 2 * t);
    camera.position.lerpVectors(current.fromPosition, current.toPosition, eased);
    orbit.target.lerpVectors(current.fromTarget, current.toTarget, eased);
    orbit.update();
    if (t < 1) invalidate();
    else glide.current = null;
  });

  return null;
}
