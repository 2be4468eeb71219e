import { UI_SIZES } from '@showroom/contract';
import type { CSSProperties } from 'react';
import { StyleSheet } from '../styles/style-sheet.tsx';
import css from './route-progress-bar.css?inline';

export interface RouteProgressBarProps {
  /** Progress from 0 to 1; leave it out while the amount is unknown (indeterminate). */
  value?: number | undefined;
  /** Shows the bar as failed (e.g. a failed social login, spec §8). */
  failed?: boolean;
  label?: string;
}

/** The 3 px bar at the top of the page while a route or lazy piece loads (spec §9). */
export function RouteProgressBar({ value, failed = false, label = 'Loading page' }: RouteProgressBarProps) {
  const percent = value === undefined ? undefined : Math.round(Math.min(Math.max(value, 0), 1) * 100);
  const classes = [
    'sr-progress',
    percent === undefined && 'sr-progress--indeterminate',
    failed && 'sr-progress--failed',
  ]
    .filter(Boolean)
    .join(' ');
  const style = { '--sr-progress-height': `${UI_SIZES.progressBarHeightPx}px` } as CSSProperties;
  return (
    <div
      className={classes}
      style={style}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-invalid={failed || undefined}
    >
      <StyleSheet name="sr-route-progress-bar" css={css} />
      <div
        className="sr-progress__bar"
        style={percent === undefined ? undefined : { width: `${percent}%` }}
      />
    </div>
  );
}
