import { FacetFilter } from '@showroom/commerce-ui/facet-filter';
import type { ProductFacets } from '@showroom/contract/catalog';
import { StyleSheet } from '@showroom/ui';
import css from './picker-filters.css?inline';
import type { PickerFilters } from './use-slot-products.ts';

export interface PickerFiltersProps {
  facets: ProductFacets;
  filters: PickerFilters;
  onChange: (filters: PickerFilters) => void;
}

/** Brand, colour and price filters from the category's facets (any mix of brands), folded away until asked for. */
export function PickerFiltersForm({ facets, filters, onChange }: PickerFiltersProps) {
  return (
    <details className="sr-picker__filters">
      <StyleSheet name="sr-picker-filters" css={css} />
      <summary>Filter by brand, colour and price</summary>
      <FacetFilter
        block="sr-picker"
        facets={facets}
        value={filters}
        onChange={(change) => onChange({ ...filters, ...change })}
      />
    </details>
  );
}
