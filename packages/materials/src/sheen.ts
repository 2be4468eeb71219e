import type { Sheen } from './material-spec.ts';
import { linearGradient, num } from './svg.ts';

/** How strongly light catches the face, by sheen. */
const GLOW: Record<Sheen, number> = { gloss: 0.3, satin: 0.16, brushed: 0.14, matte: 0.07, textured: 0.05 };

/**
 * Soft light from the top left over a flat picture: a white sheen fading out and a faint shade
 * towards the bottom right. Never on textures, which must tile (the 3D scene lights them).
 */
export function sheenOverlay(
  sheen: Sheen,
  id: string,
  x: number,
  y: number,
  width: number,
  height: number,
): string {
  const glow = GLOW[sheen];
  const gradient = linearGradient(
    id,
    [
      [0, '#fff', glow],
      [0.45, '#fff', glow * 0.15],
      [0.55, '#000', 0],
      [1, '#000', 0.12],
    ],
    'diagonal',
  );
  return `<defs>${gradient}</defs><rect x="${num(x)}" y="${num(y)}" width="${num(width)}" height="${num(height)}" fill="url(#${id})"/>`;
}
