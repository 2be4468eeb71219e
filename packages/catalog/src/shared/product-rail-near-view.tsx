import { useChunk } from '@showroom/ui';
import type { ProductRailProps } from './product-rail.tsx';
import { RailSkeleton } from './rail-skeleton.tsx';
import { useNearViewport } from './use-near-viewport.ts';

const loadProductRail = () => import('./product-rail.tsx').then((module) => module.ProductRail);

/**
 * A rail below the fold (the storefront's top products): its placeholder holds the room, and its
 * code (the cards' selling kit) and data load when it comes near the viewport, after the first
 * screen, which then needs neither.
 */
export function ProductRailNearView(props: ProductRailProps) {
  const [near, observe] = useNearViewport<HTMLDivElement>();
  return near ? <LoadedRail {...props} /> : <RailSkeleton title={props.title} ref={observe} />;
}

function LoadedRail(props: ProductRailProps) {
  const ProductRail = useChunk(loadProductRail);
  return ProductRail ? <ProductRail {...props} /> : <RailSkeleton title={props.title} />;
}
