import { Suspense } from 'react';
import { VisualizerFallback, VisualizerScreen } from './visualizer-screen-chunk.tsx';

export interface VisualizerElementProps {
  /** The `template` attribute: a template's id (its plan and materials). */
  template?: string;
  /** The `plan` attribute: a floor plan's id, used when no template is given. */
  plan?: string;
}

/** What `<showroom-visualizer template="..." plan="...">` renders; the design stays in the widget, not the host's address. */
export function VisualizerElement({ template, plan }: VisualizerElementProps) {
  return (
    <Suspense fallback={<VisualizerFallback />}>
      <VisualizerScreen
        key={`${template ?? ''}:${plan ?? ''}`}
        {...(template && { template })}
        {...(plan && { plan })}
      />
    </Suspense>
  );
}
