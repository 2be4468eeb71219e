import { useEffect, useRef, useState } from 'react';
import type { Texture } from 'three';
import type { SlotMaterial } from './scene-props.ts';
import { loadTexture } from './texture-cache.ts';

/** What a surface shows right now: its texture (drawn in white light) or a flat colour. */
export interface SurfaceLook {
  map: Texture | null;
  colourHex: string;
}

type SurfaceMaterial = Extract<SlotMaterial, { kind: 'surface' }>;

/**
 * The look of a surface slot. A new material's texture loads while the old look stays on screen (no
 * flash of flat colour between two tiles); a texture that cannot load leaves the new material's colour.
 */
export function useSurfaceLook(
  material: SurfaceMaterial | undefined,
  fallbackHex: string,
  textureMaxPixels: number,
  onChange: () => void,
): SurfaceLook {
  const [look, setLook] = useState<SurfaceLook>({ map: null, colourHex: material?.colourHex ?? fallbackHex });
  const url = material?.textureUrl;
  const patchInches = material?.patchInches;
  const colourHex = material?.colourHex ?? fallbackHex;
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    if (!url || !patchInches) {
      changed.current();
      setLook({ map: null, colourHex });
      return;
    }
    let current = true;
    void loadTexture(url, patchInches, textureMaxPixels).then((map) => {
      if (!current) return;
      changed.current();
      setLook({ map, colourHex });
    });
    return () => {
      current = false;
    };
  }, [url, patchInches, colourHex, textureMaxPixels]);

  return look;
}
