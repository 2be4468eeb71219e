import { useThree } from '@react-three/fiber';
import { useLayoutEffect } from 'react';

/**
 * Reports r3f's performance factor (between `performance.min` and 1): it drops to the minimum on
 * `performance.regress()` (called on every orbit or glide step and new material) and comes back once
 * nothing has moved for a while. The scene multiplies its canvas's pixel ratio by it, so a moving view
 * is drawn at a lower resolution in software GL. (The canvas's `dpr` prop must carry it: r3f resets the
 * pixel ratio to that prop whenever the canvas re-renders.) With `performance.min` at 1 nothing changes.
 */
export function AdaptiveResolution({ onScale }: { onScale: (scale: number) => void }) {
  const current = useThree((state) => state.performance.current);
  // In the commit that regresses, so the very next frame is already drawn at the new size.
  useLayoutEffect(() => onScale(current), [current, onScale]);
  return null;
}
