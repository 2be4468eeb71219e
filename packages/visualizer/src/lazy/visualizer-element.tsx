import { Suspense } from 'react';
import { VisualizerFallback, VisualizerScreen } from './visualizer-screen-chunk.tsx';

export interface VisualizerElementProps {
  /** The `template` attribute: a template's id (its plan and materials). */
  template?: string;
  /** The `plan` attribute: a floor plan's id, used when no template is given. */
  plan?: string;
  /** The `page` attribute: a design's address (`/visualize?…`), as a `<showroom-store>` keeps it in the page's. */
  page?: string;
}

/**
 * What `<showroom-visualizer template="..." plan="...">` renders. The design stays in the widget,
 * not the host's address, except inside a `<showroom-store>`, which keeps it in its route (`page`).
 */
export function VisualizerElement({ template, plan, page }: VisualizerElementProps) {
  return (
    <Suspense fallback={<VisualizerFallback />}>
      <VisualizerScreen
        key={`${template ?? ''}:${plan ?? ''}`}
        {...(template && { template })}
        {...(plan && { plan })}
        {...(page && { page })}
      />
    </Suspense>
  );
}
