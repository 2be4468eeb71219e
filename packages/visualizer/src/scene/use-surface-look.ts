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
 * The look of a surface slot. A new material's texture loads while the old look stays on screen (no
 * flash of flat colour between two tiles); its relief, fetched alongside, is applied when both are
 * there: with the texture if it came first, else as soon as it comes (until then the face is flat at
 * the slot's usual roughness, never the last product's relief). A texture that cannot load leaves the
 * new material's colour, a relief that cannot load a flat face.
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
    let shown = false;
    let relief: Texture | null = null;
    if (reliefUrl)
      void loadRelief(reliefUrl, patchInches, textureMaxPixels).then((loaded) => {
        if (!current) return;
        relief = loaded;
        if (!shown) return;
        changed.current();
        setLook((now) => ({ ...now, relief: loaded }));
      });
    void loadTexture(url, patchInches, textureMaxPixels).then((map) => {
      if (!current) return;
      shown = true;
      changed.current();
      setLook({ map, relief, colourHex });
    });
    return () => {
      current = false;
    };
  }, [url, reliefUrl, patchInches, colourHex, textureMaxPixels]);

  return look;
}
