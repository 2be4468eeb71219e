import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { notify } from '@showroom/core';
import { StyleSheet } from '@showroom/ui';
import type { RefObject } from 'react';
import {
  CAMERA_PRESETS,
  type CameraPreset,
  LIGHTINGS,
  type RoomSceneHandle,
} from '../../scene/scene-props.ts';
import css from './room-toolbar.css?inline';
import { useVisualizer } from './visualizer-store.ts';

const CAMERA_LABELS: Record<CameraPreset, string> = { corner: 'Corner', front: 'Front', top: 'Top' };
const LIGHTING_LABELS = { day: 'Day', evening: 'Evening' } as const;

/** Saves the scene's current view as a PNG file. */
async function savePicture(scene: RoomSceneHandle, fileName: string) {
  try {
    const blob = await scene.toPngBlob();
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    // The click has started the download; the URL is no longer needed after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  } catch {
    notify.error(VISUALIZER_MESSAGES.pictureFailed);
  }
}

export interface RoomToolbarProps {
  /** The mounted 3D scene; null in the 2D plan (no views, no light, no picture). */
  scene: RefObject<RoomSceneHandle | null> | null;
  pictureName: string;
}

/** Camera views, day or evening light, and "Save picture" for the 3D room. */
export function RoomToolbar({ scene, pictureName }: RoomToolbarProps) {
  const camera = useVisualizer((state) => state.camera);
  const lighting = useVisualizer((state) => state.lighting);
  const setCamera = useVisualizer((state) => state.setCamera);
  const setLighting = useVisualizer((state) => state.setLighting);
  if (!scene) return null;
  return (
    <div className="sr-room__toolbar">
      <StyleSheet name="sr-room-toolbar" css={css} />
      <fieldset className="sr-room__choices">
        <legend className="sr-visually-hidden">View</legend>
        {CAMERA_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            aria-pressed={camera === preset}
            onClick={() => setCamera(preset)}
          >
            {CAMERA_LABELS[preset]}
          </button>
        ))}
      </fieldset>
      <fieldset className="sr-room__choices">
        <legend className="sr-visually-hidden">Light</legend>
        {LIGHTINGS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={lighting === value}
            onClick={() => setLighting(value)}
          >
            {LIGHTING_LABELS[value]}
          </button>
        ))}
      </fieldset>
      <button
        type="button"
        className="sr-room__save-picture"
        onClick={() => scene.current && void savePicture(scene.current, pictureName)}
      >
        {VISUALIZER_MESSAGES.savePicture}
      </button>
    </div>
  );
}
