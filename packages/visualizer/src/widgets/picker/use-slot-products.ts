import type { ProductCard, ProductFacets } from '@showroom/contract/catalog';
import { usePagedList } from '@showroom/ui/pagination';
import { fetchSlotProducts } from '../../model/visualizer-requests.ts';

export interface PickerFilters {
  readonly brand: readonly number[];
  readonly colour: readonly string[];
  readonly priceMin: number | null;
  readonly priceMax: number | null;
}

export const NO_FILTERS: PickerFilters = { brand: [], colour: [], priceMin: null, priceMax: null };

export interface SlotProducts {
  status: 'loading' | 'ready' | 'error';
  products: readonly ProductCard[];
  facets: ProductFacets | null;
  total: number;
  /** Loads the next page under the ones shown ("More"). */
  more: () => void;
  retry: () => void;
}

/** A slot's products in one category with the picker's filters, page by page (each page appended). */
export function useSlotProducts(category: string, showroom: number, filters: PickerFilters): SlotProducts {
  const list = usePagedList(category ? JSON.stringify([category, showroom, filters]) : null, (page, signal) =>
    fetchSlotProducts(
      {
        category,
        showroom,
        page,
        ...(filters.brand.length > 0 && { brand: [...filters.brand] }),
        ...(filters.colour.length > 0 && { colour: [...filters.colour] }),
        ...(filters.priceMin !== null && { price_min: filters.priceMin }),
        ...(filters.priceMax !== null && { price_max: filters.priceMax }),
      },
      signal,
    ),
  );
  return {
    status: list.status,
    products: list.items,
    // The facets describe the whole category: the first page's stay while more pages load.
    facets: list.first?.facets ?? null,
    total: list.total,
    more: list.more,
    retry: list.retry,
  };
}
