import { priceShowroomOf, showroomLookup, showroomSelection } from '@showroom/core';
import { useStore } from 'zustand';

/** Core's `priceShowroomOf`, following the selection and the lookup under way. */
export function usePriceShowroom(): number | null {
  const selected = useStore(showroomSelection.store, (state) => state.item?.showroom ?? null);
  const lookup = useStore(showroomLookup);
  return priceShowroomOf(selected, lookup);
}
