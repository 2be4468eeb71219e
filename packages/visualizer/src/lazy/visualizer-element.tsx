import { Suspense } from 'react';
import { VisualizerFallback, VisualizerScreen } from './visualizer-screen-chunk.tsx';

export interface VisualizerElementProps {
  /** The `template` attribute: a template's id (its plan and materials). */
  template?: string;
  /** The `plan` attribute: a floor plan's id, used when no template is given. */
  plan?: string;
  /** The `product` attribute: a product's hash, placed in the room as "See it in a room" does. */
  product?: string;
  /** The `page` attribute: a design's address (`/visualize?…`), as a `<showroom-store>` keeps it in the page's. */
  page?: string;
}

/**
 * What `<showroom-visualizer template="..." plan="..." product="...">` renders. The design stays in the widget,
 * not the host's address, except inside a `<showroom-store>`, which keeps it in its route (`page`).
 */
export function VisualizerElement({ template, plan, product, page }: VisualizerElementProps) {
  return (
    <Suspense fallback={<VisualizerFallback />}>
      <VisualizerScreen
        key={`${template ?? ''}:${plan ?? ''}:${product ?? ''}`}
        {...(template && { template })}
        {...(plan && { plan })}
        {...(product && { product })}
        {...(page && { page })}
      />
    </Suspense>
  );
}
