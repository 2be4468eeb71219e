import { act, renderHook } from '@testing-library/react';
import { Texture } from 'three';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SlotMaterial } from './scene-props.ts';
import { loadRelief, loadTexture } from './texture-cache.ts';
import { useSurfaceLook } from './use-surface-look.ts';

// Files share one module graph (isolate: false): a fresh one lets this file's mocks reach every module that
// imports them, and the one left behind holds none of them.
vi.hoisted(() => {
  vi.resetModules();
});
afterAll(() => vi.resetModules());

vi.mock('./texture-cache.ts', () => ({ loadTexture: vi.fn(), loadRelief: vi.fn() }));

type Surface = Extract<SlotMaterial, { kind: 'surface' }>;
const oak: Surface = {
  kind: 'surface',
  productHash: 'oak',
  productName: 'Oak plank',
  textureUrl: '/oak.png',
  reliefUrl: '/oak-relief.png',
  patchInches: 48,
  colourHex: '#a0703c',
};
const slate: Surface = {
  ...oak,
  productHash: 'slate',
  productName: 'Slate',
  textureUrl: '/slate.png',
  reliefUrl: '/slate-relief.png',
  colourHex: '#3a434c',
};

/** Texture loads the test resolves by hand. */
const pending = new Map<string, (texture: Texture | null) => void>();
beforeEach(() => {
  pending.clear();
  vi.mocked(loadTexture).mockImplementation((url) => new Promise((resolve) => pending.set(url, resolve)));
  // Reliefs arrive at once unless a test holds them: the texture decides when a look changes.
  vi.mocked(loadRelief).mockResolvedValue(null);
});

async function finish(url: string, texture: Texture | null) {
  await act(async () => pending.get(url)?.(texture));
}

describe('useSurfaceLook', () => {
  it('shows a new material’s colour until its texture arrives, then the texture', async () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useSurfaceLook(oak, '#cccccc', 256, onChange));
    expect(result.current).toEqual({ map: null, relief: null, colourHex: '#a0703c' });
    const texture = new Texture();
    await finish('/oak.png', texture);
    expect(result.current.map).toBe(texture);
    expect(onChange).toHaveBeenCalled();
  });

  it('keeps the old texture on screen while the next one loads', async () => {
    const { result, rerender } = renderHook(
      ({ material }) => useSurfaceLook(material, '#cccccc', 256, () => {}),
      {
        initialProps: { material: oak },
      },
    );
    const oakTexture = new Texture();
    await finish('/oak.png', oakTexture);
    rerender({ material: slate });
    expect(result.current.map).toBe(oakTexture);
    const slateTexture = new Texture();
    await finish('/slate.png', slateTexture);
    expect(result.current.map).toBe(slateTexture);
  });

  it('falls back to the new material’s colour when its texture cannot load', async () => {
    const { result, rerender } = renderHook(
      ({ material }) => useSurfaceLook(material, '#cccccc', 256, () => {}),
      {
        initialProps: { material: oak },
      },
    );
    await finish('/oak.png', new Texture());
    rerender({ material: slate });
    await finish('/slate.png', null);
    expect(result.current).toEqual({ map: null, relief: null, colourHex: '#3a434c' });
  });

  it('shows the slot’s neutral when the slot is emptied', async () => {
    const { result, rerender } = renderHook(
      ({ material }: { material: Surface | undefined }) => useSurfaceLook(material, '#cccccc', 256, () => {}),
      { initialProps: { material: oak as Surface | undefined } },
    );
    await finish('/oak.png', new Texture());
    rerender({ material: undefined });
    expect(result.current).toEqual({ map: null, relief: null, colourHex: '#cccccc' });
  });

  it('shows a texture at once and its relief when it comes, never the last product’s relief', async () => {
    const reliefs = new Map<string, (texture: Texture | null) => void>();
    vi.mocked(loadRelief).mockImplementation((url) => new Promise((resolve) => reliefs.set(url, resolve)));
    const { result, rerender } = renderHook(
      ({ material }) => useSurfaceLook(material, '#cccccc', 256, () => {}),
      { initialProps: { material: oak } },
    );
    const oakRelief = new Texture();
    await act(async () => reliefs.get('/oak-relief.png')?.(oakRelief));
    await finish('/oak.png', new Texture());
    expect(result.current.relief).toBe(oakRelief);
    rerender({ material: slate });
    const slateTexture = new Texture();
    await finish('/slate.png', slateTexture);
    expect(result.current).toMatchObject({ map: slateTexture, relief: null });
    const slateRelief = new Texture();
    await act(async () => reliefs.get('/slate-relief.png')?.(slateRelief));
    expect(result.current).toMatchObject({ map: slateTexture, relief: slateRelief });
  });
});
