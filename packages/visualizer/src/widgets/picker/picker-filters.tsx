import type { ProductFacets } from '@showroom/contract/catalog';
import { formatUsd } from '@showroom/core/format';
import { type FormEvent, useState } from 'react';
import type { PickerFilters } from './use-slot-products.ts';

export interface PickerFiltersProps {
  facets: ProductFacets;
  filters: PickerFilters;
  onChange: (filters: PickerFilters) => void;
}

const toggled = <T,>(list: readonly T[], value: T) =>
  list.includes(value) ? list.filter((item) => item !== value) : [...list, value];

const bound = (text: string): number | null => {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) || value < 0 ? null : value;
};

/** Brand, colour and price filters from the category's facets (any mix of brands). */
export function PickerFiltersForm({ facets, filters, onChange }: PickerFiltersProps) {
  const [min, setMin] = useState(filters.priceMin?.toString() ?? '');
  const [max, setMax] = useState(filters.priceMax?.toString() ?? '');
  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, priceMin: bound(min), priceMax: bound(max) });
  };
  return (
    <details className="sr-picker__filters">
      <summary>Filter by brand, colour and price</summary>
      {facets.brands.length > 0 && (
        <fieldset>
          <legend>Brand</legend>
          {facets.brands.map((brand) => (
            <label key={brand.id}>
              <input
                type="checkbox"
                checked={filters.brand.includes(brand.id)}
                onChange={() => onChange({ ...filters, brand: toggled(filters.brand, brand.id) })}
              />
              {brand.name}
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
                checked={filters.colour.includes(colour.name)}
                onChange={() => onChange({ ...filters, colour: toggled(filters.colour, colour.name) })}
              />
              <span className="sr-picker__dot" style={{ background: colour.hex }} aria-hidden="true" />
              {colour.name}
            </label>
          ))}
        </fieldset>
      )}
      <form className="sr-picker__price" onSubmit={applyPrice}>
        <fieldset>
          <legend>
            Price
            {facets.price.min !== null && facets.price.max !== null && (
              <span className="sr-picker__range">
                {' '}
                ({formatUsd(facets.price.min)} – {formatUsd(facets.price.max)})
              </span>
            )}
          </legend>
          <label>
            Min
            <input inputMode="decimal" value={min} onChange={(event) => setMin(event.target.value)} />
          </label>
          <label>
            Max
            <input inputMode="decimal" value={max} onChange={(event) => setMax(event.target.value)} />
          </label>
          <button type="submit" className="sr-picker__apply">
            Apply
          </button>
        </fieldset>
      </form>
    </details>
  );
}
