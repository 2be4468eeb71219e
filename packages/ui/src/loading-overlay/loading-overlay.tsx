import { UI_SIZES } from '@showroom/contract';
import type { CSSProperties } from 'react';
import { StyleSheet } from '../styles/style-sheet.tsx';
import css from './loading-overlay.css?inline';

export interface LoadingOverlayProps {
  /** Hidden when false, so callers can keep it mounted. */
  visible?: boolean;
  /** Cover the viewport instead of the nearest positioned ancestor (the widget root). */
  fullScreen?: boolean;
  label?: string;
}

const { color, sizePx, opacity } = UI_SIZES.loadingOverlay;

/** The busy overlay of spec §9: a green 64×64 spinner over a backdrop at opacity 0.5. */
export function LoadingOverlay({
  visible = true,
  fullScreen = false,
  label = 'Loading',
}: LoadingOverlayProps) {
  if (!visible) return null;
  const style = {
    '--sr-overlay-color': color,
    '--sr-overlay-size': `${sizePx}px`,
    '--sr-overlay-opacity': String(opacity),
  } as CSSProperties;
  return (
    <div
      className={fullScreen ? 'sr-overlay sr-overlay--full-screen' : 'sr-overlay'}
      style={style}
      role="status"
      aria-live="polite"
      aria-busy="true"
    >
      <StyleSheet name="sr-loading-overlay" css={css} />
      <div className="sr-overlay__backdrop" />
      <div className="sr-overlay__spinner" aria-hidden="true" />
      <span className="sr-visually-hidden">{label}</span>
    </div>
  );
}
