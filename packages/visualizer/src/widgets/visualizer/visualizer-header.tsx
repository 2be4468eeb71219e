import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { useShowroomSelection } from '@showroom/ui';

/**
 * The screen's heading and intro. The loading placeholder shows the same header at the same size, so the
 * page's largest paint (this text, on a phone) comes with the remote's small first chunk, not after the
 * screen's chunks: a browser reports a later paint as the largest only when it is bigger.
 */
export function VisualizerHeader() {
  const showroom = useShowroomSelection();
  return (
    <header className="sr-visualizer__header">
      <h1>{VISUALIZER_MESSAGES.title}</h1>
      <p>{showroom ? VISUALIZER_MESSAGES.intro : VISUALIZER_MESSAGES.chooseShowroom}</p>
    </header>
  );
}
