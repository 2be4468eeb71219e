import { VISUALIZER_MESSAGES } from '@showroom/contract/visualizer';
import { notify } from '@showroom/core';
import { useEffect } from 'react';
import { placeProduct } from '../../model/product-placement.ts';
import { fetchProductToPlace } from '../../model/visualizer-requests.ts';
import { useVisualizerStore } from './visualizer-store.ts';

/**
 * Puts the product the address names (`?product=<hash>`, the product page's "See it in a room") in
 * a slot that takes it once a showroom prices it, moving to a room that has such a slot if this one
 * has none; says so when no room takes it or it cannot be loaded.
 */
export function useProductPlacement(showroom: number | null, hash: string | null): void {
  const store = useVisualizerStore();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the address's product is placed once, when a showroom is known.
  useEffect(() => {
    if (!showroom || !hash) return;
    const { planId } = store.getState();
    fetchProductToPlace(hash, showroom).then(
      ({ pick, categories }) => {
        // The homeowner chose another room meanwhile: theirs wins.
        if (store.getState().planId !== planId) return;
        const placement = placeProduct(planId, categories);
        if (!placement) {
          notify.warning(VISUALIZER_MESSAGES.productHasNoRoom);
          return;
        }
        const { plan, slotId } = placement;
        if (plan.id !== planId) store.getState().choosePlan(plan.id, plan.dimensions);
        store.getState().fillSlot(slotId, pick);
      },
      () => notify.warning(VISUALIZER_MESSAGES.productLoadFailed),
    );
  }, [showroom]);
}
