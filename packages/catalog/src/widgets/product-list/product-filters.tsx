import { FacetFilter } from '@showroom/commerce-ui/facet-filter';
import type { ProductFacets } from '@showroom/contract/catalog';
import { CATALOG_MESSAGES } from '@showroom/contract/catalog';
import { useState } from 'react';
import { EMPTY_LIST_QUERY, type ListQuery, withFilter } from '../../rules/list-query.ts';

export interface ProductFiltersProps {
  facets: ProductFacets;
  query: ListQuery;
  onChange: (query: ListQuery) => void;
}

/** The product list's filters column: the kit's facet filter, folded behind a button on phones, with "Clear". */
export function ProductFilters({ facets, query, onChange }: ProductFiltersProps) {
  const [open, setOpen] = useState(false);
  // A new key clears the price bounds typed into the facet filter.
  const [clears, setClears] = useState(0);
  return (
    <aside className="sr-filters" aria-label="Filters" data-open={open}>
      <button
        type="button"
        className="sr-filters__toggle"
        aria-expanded={open}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? 'Hide filters' : 'Show filters'}
      </button>
      <FacetFilter
        key={clears}
        block="sr-filters"
        counts
        sizes
        facets={facets}
        value={query}
        onChange={(change) => onChange(withFilter(query, change))}
      />
      <button
        type="button"
        className="sr-filters__clear"
        onClick={() => {
          setClears((count) => count + 1);
          onChange({ ...EMPTY_LIST_QUERY, perPage: query.perPage, sort: query.sort });
        }}
      >
        {CATALOG_MESSAGES.clearFilters}
      </button>
    </aside>
  );
}
