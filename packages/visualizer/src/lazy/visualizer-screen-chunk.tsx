/**
 * The visualizer screen as its own chunk (the remote's entry stays small), and what holds its place
 * while it downloads: the screen's own header, then the room's stage at its final size, so the page
 * does not jump and its heading is painted before the screen's chunks arrive.
 */
import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { StyleSheet } from '@showroom/ui';
import { lazy } from 'react';
import css from '../widgets/visualizer/visualizer.css?inline';
import { VisualizerHeader } from '../widgets/visualizer/visualizer-header.tsx';

export const VisualizerScreen = lazy(() =>
  import('../widgets/visualizer/visualizer-screen.tsx').then((module) => ({
    default: module.VisualizerScreen,
  })),
);

export function VisualizerFallback() {
  return (
    <>
      <StyleSheet name="sr-visualizer" css={css} precedence="sr-base" />
      <div className="sr-route-frame sr-visualizer">
        <VisualizerHeader />
        <span style={{ display: 'block', aspectRatio: '16 / 10', borderRadius: 6, background: '#8881' }} />
        <span className="sr-visually-hidden" role="status">
          {VISUALIZER_MESSAGES.loading3d}
        </span>
      </div>
    </>
  );
}
