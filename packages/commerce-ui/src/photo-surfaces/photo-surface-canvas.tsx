import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { createCanvasSurfaceRenderer } from './canvas-surface-renderer.ts';
import { type LaidSurface, surfacePlane } from './laid-surface.ts';
import { loadedImage } from './loaded-images.ts';
import type { SurfaceRenderer, TexturedPlane } from './surface-renderer.ts';
import { createWebglSurfaceRenderer } from './webgl-surface-renderer.ts';

export type RendererKind = SurfaceRenderer['kind'];
export type CanvasState = 'loading' | 'ready' | 'error';

/** What a parent can do with the drawn picture. */
export interface PhotoSurfaceCanvasHandle {
  /** The picture as shown (materials included when shown), as a PNG file: what "Share in chat" sends. */
  toBlob(): Promise<Blob | null>;
}

export interface PhotoSurfaceCanvasProps {
  /** The photo's URL (its large copy); drawn at the image's own pixels. */
  src: string;
  /** The photo's size in the corners' pixels (the file's `width` × `height`). */
  photo: { width: number; height: number };
  surfaces: readonly LaidSurface[];
  /** False shows the photo as it was (the before/after toggle). */
  showMaterials?: boolean;
  /** The picture's accessible description. */
  label: string;
  /** Forces the 2D canvas (tests, and where WebGL failed once). */
  renderer?: RendererKind;
  onState?: (state: CanvasState, renderer: RendererKind | null) => void;
  handle?: Ref<PhotoSurfaceCanvasHandle>;
  className?: string;
}

function makeRenderer(canvas: HTMLCanvasElement, wanted: RendererKind | undefined): SurfaceRenderer | null {
  if (wanted !== 'canvas') {
    try {
      const webgl = createWebglSurfaceRenderer(canvas);
      if (webgl) return webgl;
    } catch {
      // A driver that gives a context but fails to compile: the 2D canvas below still draws.
    }
  }
  return createCanvasSurfaceRenderer(canvas);
}

/**
 * A photo with materials laid in perspective at true scale (issue #26, decision 0114): WebGL with the
 * inverse homography as a uniform, else the 2D canvas in affine pieces. Redraws when the surfaces move.
 */
export function PhotoSurfaceCanvas({
  src,
  photo,
  surfaces,
  showMaterials = true,
  label,
  renderer: wanted,
  onState,
  handle,
  className,
}: PhotoSurfaceCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const rendererRef = useRef<SurfaceRenderer | null>(null);
  // WebGL contexts cannot become 2D ones: a failed WebGL canvas is replaced by a fresh element.
  const [fallback, setFallback] = useState(false);
  const [kind, setKind] = useState<RendererKind | null>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [textures, setTextures] = useState<ReadonlyMap<string, HTMLImageElement>>(new Map());
  const onStateRef = useRef(onState);
  onStateRef.current = onState;

  useImperativeHandle(handle, () => ({
    toBlob: () =>
      new Promise<Blob | null>((resolve) => {
        const canvas = canvasRef.current;
        if (!canvas) resolve(null);
        else canvas.toBlob(resolve, 'image/png');
      }),
  }));

  useEffect(() => {
    let live = true;
    setImage(null);
    onStateRef.current?.('loading', null);
    loadedImage(src).then(
      (loaded) => live && setImage(loaded),
      () => live && onStateRef.current?.('error', null),
    );
    return () => {
      live = false;
    };
  }, [src]);

  const urls = [...new Set(surfaces.map((s) => s.textureUrl))].sort().join('\n');
  useEffect(() => {
    let live = true;
    const wanted = urls ? urls.split('\n') : [];
    Promise.allSettled(wanted.map((url) => loadedImage(url))).then((results) => {
      if (!live) return;
      const next = new Map<string, HTMLImageElement>();
      results.forEach((result, i) => {
        if (result.status === 'fulfilled') next.set(wanted[i] as string, result.value);
      });
      setTextures(next);
    });
    return () => {
      live = false;
    };
  }, [urls]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || !image) return;
    if (canvas.width !== image.naturalWidth || canvas.height !== image.naturalHeight) {
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
    }
    if (!rendererRef.current) rendererRef.current = makeRenderer(canvas, fallback ? 'canvas' : wanted);
    const renderer = rendererRef.current;
    if (!renderer) return;
    setKind(renderer.kind);
    const scale = image.naturalWidth / photo.width;
    const planes: TexturedPlane[] = [];
    if (showMaterials) {
      for (const surface of surfaces) {
        const plane = surfacePlane(surface, photo, scale);
        const texture = textures.get(surface.textureUrl);
        if (plane && texture) planes.push({ plane, texture });
      }
    }
    try {
      renderer.draw(image, planes);
      onStateRef.current?.('ready', renderer.kind);
    } catch {
      if (renderer.kind === 'webgl') {
        rendererRef.current = null;
        setFallback(true);
      } else onStateRef.current?.('error', renderer.kind);
    }
  }, [image, textures, surfaces, showMaterials, photo, wanted, fallback]);

  useEffect(
    () => () => {
      rendererRef.current?.dispose();
      rendererRef.current = null;
    },
    [],
  );

  return (
    <canvas
      key={fallback ? 'canvas' : 'webgl'}
      ref={canvasRef}
      className={className}
      role="img"
      aria-label={label}
      width={photo.width}
      height={photo.height}
      data-renderer={kind ?? undefined}
    />
  );
}
