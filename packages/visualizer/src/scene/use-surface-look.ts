import { useEffect, useRef, useState } from 'react';
import type { Texture } from 'three';
import type { SlotMaterial } from './scene-props.ts';
import { loadRelief, loadTexture } from './texture-cache.ts';

/**
 * What a surface shows right now: its texture (drawn in white light) or a flat colour, and its relief
 * map (height, roughness, metalness; decision 0112) or none.
 */
export interface SurfaceLook {
  map: Texture | null;
  relief: Texture | null;
  colourHex: string;
}

type SurfaceMaterial = Extract<SlotMaterial, { kind: 'surface' }>;

/**
 * The look of a surface slot. A new material's texture and relief load together while the old look
 * stays on screen (no flash of flat colour between two tiles, no polished tile in the last one's
 * grout); a texture that cannot load leaves the new material's colour, a relief that cannot load a
 * flat face.
 */
export function useSurfaceLook(
  material: SurfaceMaterial | undefined,
  fallbackHex: string,
  textureMaxPixels: number,
  onChange: () => void,
): SurfaceLook {
  const [look, setLook] = useState<SurfaceLook>({
    map: null,
    relief: null,
    colourHex: material?.colourHex ?? fallbackHex,
  });
  const url = material?.textureUrl;
  const reliefUrl = material?.reliefUrl;
  const patchInches = material?.patchInches;
  const colourHex = material?.colourHex ?? fallbackHex;
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    if (!url || !patchInches) {
      changed.current();
      setLook({ map: null, relief: null, colourHex });
      return;
    }
    let current = true;
    void Promise.all([
      loadTexture(url, patchInches, textureMaxPixels),
      reliefUrl ? loadRelief(reliefUrl, patchInches, textureMaxPixels) : null,
    ]).then(([map, relief]) => {
      if (!current) return;
      changed.current();
      setLook({ map, relief, colourHex });
    });
    return () => {
      current = false;
    };
  }, [url, reliefUrl, patchInches, colourHex, textureMaxPixels]);

  return look;
}
