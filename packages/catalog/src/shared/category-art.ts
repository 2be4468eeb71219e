import type { CSSProperties } from 'react';

/** A stable hue per category name, so a tile keeps its colour across visits. */
function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/**
 * A generated picture for a category tile (the seed has no category photos): a texture that hints
 * at what the category holds — a tile grid, floor planks, or a soft lit surface — in its own hue.
 */
export function categoryArtStyle(name: string): CSSProperties {
  const hue = hueOf(name);
  const light = `hsl(${hue} 38% 82%)`;
  const base = `hsl(${hue} 32% 64%)`;
  const dark = `hsl(${hue} 30% 44%)`;
  if (/tile|backsplash|stone|coping|countertop|shower/i.test(name)) {
    const grout = 'rgba(255, 255, 255, 0.6)';
    return {
      background: `linear-gradient(90deg, ${grout} 2px, transparent 2px) 0 0 / 28px 28px, linear-gradient(${grout} 2px, transparent 2px) 0 0 / 28px 28px, linear-gradient(135deg, ${light}, ${base})`,
    };
  }
  if (/floor|hardwood|laminate|turf|hardscap/i.test(name)) {
    return {
      background: `repeating-linear-gradient(90deg, ${dark} 0 2px, transparent 2px 46px), repeating-linear-gradient(0deg, ${base} 0 9px, ${light} 9px 12px, ${base} 12px 22px)`,
    };
  }
  return { background: `radial-gradient(circle at 30% 25%, ${light}, ${base} 55%, ${dark})` };
}
