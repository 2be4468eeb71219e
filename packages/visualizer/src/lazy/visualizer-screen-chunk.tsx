/**
 * The visualizer screen as its own chunk (the remote's entry stays small), and what holds its place
 * while it downloads: the room's stage at its final size, so the page does not jump.
 */
import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { lazy } from 'react';

export const VisualizerScreen = lazy(() =>
  import('../widgets/visualizer/visualizer-screen.tsx').then((module) => ({
    default: module.VisualizerScreen,
  })),
);

export function VisualizerFallback() {
  return (
    <div
      role="status"
      style={{
        maxWidth: 1280,
        margin: '0 auto',
        padding: 16,
        display: 'flex',
        flexDirection: 'column',
        gap: 16,
      }}
    >
      <span style={{ fontSize: '1.75rem', fontWeight: 700 }}>{VISUALIZER_MESSAGES.title}</span>
      <span style={{ display: 'block', aspectRatio: '16 / 10', borderRadius: 6, background: '#8881' }} />
      <span className="sr-visually-hidden">{VISUALIZER_MESSAGES.loading3d}</span>
    </div>
  );
}
