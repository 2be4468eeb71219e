import type { ProductFacets } from '@showroom/contract/catalog';
import { CATALOG_MESSAGES } from '@showroom/contract/catalog';
import { formatUsd } from '@showroom/core/format';
import { DecimalInput } from '@showroom/ui/form';
import { type FormEvent, useState } from 'react';
import { EMPTY_LIST_QUERY, type ListQuery, toggled, withFilter } from '../../rules/list-query.ts';

export interface ProductFiltersProps {
  facets: ProductFacets;
  query: ListQuery;
  onChange: (query: ListQuery) => void;
}

/** A price bound typed by the visitor (the kit's decimal rule), blank for "no bound". */
function priceBound(text: string): number | null {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : value;
}

/** Brand, colour, size and price filters built from the category's facets. */
export function ProductFilters({ facets, query, onChange }: ProductFiltersProps) {
  const [min, setMin] = useState(query.priceMin?.toString() ?? '');
  const [max, setMax] = useState(query.priceMax?.toString() ?? '');
  const [open, setOpen] = useState(false);
  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    onChange(withFilter(query, { priceMin: priceBound(min), priceMax: priceBound(max) }));
  };
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
      {facets.brands.length > 0 && (
        <fieldset>
          <legend>Brand</legend>
          {facets.brands.map((brand) => (
            <label key={brand.id}>
              <input
                type="checkbox"
                checked={query.brand.includes(brand.id)}
                onChange={() => onChange(withFilter(query, { brand: toggled(query.brand, brand.id) }))}
              />
              {brand.name} <span className="sr-filters__count">({brand.count})</span>
            </label>
          ))}
        </fieldset>
      )}
      {facets.colours.length > 0 && (
        <fieldset>
          <legend>Colour</legend>
          {facets.colours.map((colour) => (
            <label key={colour.name}>
              <input
                type="checkbox"
                checked={query.colour.includes(colour.name)}
                onChange={() => onChange(withFilter(query, { colour: toggled(query.colour, colour.name) }))}
              />
              <span className="sr-filters__dot" style={{ backgroundColor: colour.hex }} aria-hidden="true" />
              {colour.name} <span className="sr-filters__count">({colour.count})</span>
            </label>
          ))}
        </fieldset>
      )}
      {facets.sizes.length > 0 && (
        <label className="sr-filters__field">
          Size
          <select
            value={query.size}
            onChange={(event) => onChange(withFilter(query, { size: event.target.value }))}
          >
            <option value="">Any size</option>
            {facets.sizes.map((size) => (
              <option key={size.label} value={size.label}>
                {size.label} ({size.count})
              </option>
            ))}
          </select>
        </label>
      )}
      {facets.price.min !== null && facets.price.max !== null && (
        <form className="sr-filters__price" onSubmit={applyPrice}>
          <span>
            Price ({formatUsd(facets.price.min)} – {formatUsd(facets.price.max)})
          </span>
          <DecimalInput aria-label="Minimum price" placeholder="Min" value={min} onValueChange={setMin} />
          <DecimalInput aria-label="Maximum price" placeholder="Max" value={max} onValueChange={setMax} />
          <button type="submit">Apply</button>
        </form>
      )}
      <button
        type="button"
        className="sr-filters__clear"
        onClick={() => {
          setMin('');
          setMax('');
          onChange({ ...EMPTY_LIST_QUERY, perPage: query.perPage, sort: query.sort });
        }}
      >
        {CATALOG_MESSAGES.clearFilters}
      </button>
    </aside>
  );
}
