import type { MyItem } from '@showroom/contract';
import { showroomSelection } from '@showroom/core';
import { useStore } from 'zustand';

/** The selected showroom (`my_item`), or null; follows selections made in other widgets and tabs. */
export function useShowroomSelection(): MyItem | null {
  return useStore(showroomSelection.store, (state) => state.item);
}
