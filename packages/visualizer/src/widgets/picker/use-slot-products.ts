import type { ProductCard, ProductFacets } from '@showroom/contract/catalog';
import { useEffect, useState } from 'react';
import { fetchSlotProducts } from '../../model/visualizer-requests.ts';

export interface PickerFilters {
  brand: number[];
  colour: string[];
  priceMin: number | null;
  priceMax: number | null;
}

export const NO_FILTERS: PickerFilters = { brand: [], colour: [], priceMin: null, priceMax: null };

export interface SlotProducts {
  status: 'loading' | 'ready' | 'error';
  products: ProductCard[];
  facets: ProductFacets | null;
  total: number;
  /** Loads the next page under the ones shown ("More"). */
  more: () => void;
  retry: () => void;
}

/** A slot's products in one category with the picker's filters, page by page (each page appended). */
export function useSlotProducts(category: string, showroom: number, filters: PickerFilters): SlotProducts {
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<Omit<SlotProducts, 'more' | 'retry'>>({
    status: 'loading',
    products: [],
    facets: null,
    total: 0,
  });
  const filterKey = JSON.stringify([category, showroom, filters]);
  // A new category or filter starts again from page 1.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for its parts.
  useEffect(() => setPage(1), [filterKey]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for category, showroom and filters.
  useEffect(() => {
    if (!category) {
      setState({ status: 'ready', products: [], facets: null, total: 0 });
      return;
    }
    const controller = new AbortController();
    setState((current) => ({ ...current, status: 'loading', ...(page === 1 && { products: [] }) }));
    fetchSlotProducts(
      {
        category,
        showroom,
        page,
        ...(filters.brand.length > 0 && { brand: filters.brand }),
        ...(filters.colour.length > 0 && { colour: filters.colour }),
        ...(filters.priceMin !== null && { price_min: filters.priceMin }),
        ...(filters.priceMax !== null && { price_max: filters.priceMax }),
      },
      controller.signal,
    ).then(
      (list) =>
        setState((current) => ({
          status: 'ready',
          products: page === 1 ? list.data : [...current.products, ...list.data],
          // The facets describe the whole category: the first answer's stay while filtering.
          facets: current.facets && page > 1 ? current.facets : list.facets,
          total: list.total,
        })),
      () => {
        if (!controller.signal.aborted) setState((current) => ({ ...current, status: 'error' }));
      },
    );
    return () => controller.abort();
  }, [filterKey, page, attempt]);

  return {
    ...state,
    more: () => setPage((current) => current + 1),
    retry: () => setAttempt((current) => current + 1),
  };
}
