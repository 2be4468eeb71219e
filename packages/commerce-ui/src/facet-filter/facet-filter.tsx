import type { ProductFacets } from '@showroom/contract/catalog';
import { formatUsd } from '@showroom/core/format';
import { decimalText } from '@showroom/ui';
import { type FormEvent, useState } from 'react';
import { type FacetSelection, priceBound, toggled } from './facet-selection.ts';

export interface FacetFilterProps {
  facets: ProductFacets;
  value: FacetSelection;
  /** Called with what changed; the screen merges it into its own query (and resets its page). */
  onChange: (change: Partial<FacetSelection>) => void;
  /** The block's class, prefixing its parts' (`sr-filters` → `sr-filters__dot`), so each screen keeps its style sheet. */
  block: string;
  /** Shows how many products each brand and colour has (the product list has room for it). */
  counts?: boolean;
  /** Offers the size select (the product list does; the visualizer's picker does not). */
  sizes?: boolean;
}

/**
 * Brand, colour, size and price filters built from a category's facets: the one facet filter of the
 * product list and the visualizer's picker. It renders its groups without a wrapper, inside the
 * screen's own (an aside with a toggle, a disclosure). The typed price bounds are its own state:
 * remount it (a new `key`) to clear them.
 */
export function FacetFilter({
  facets,
  value,
  onChange,
  block,
  counts = false,
  sizes = false,
}: FacetFilterProps) {
  const [min, setMin] = useState(value.priceMin?.toString() ?? '');
  const [max, setMax] = useState(value.priceMax?.toString() ?? '');
  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    onChange({ priceMin: priceBound(min), priceMax: priceBound(max) });
  };
  const { min: low, max: high } = facets.price;
  const range = low !== null && high !== null ? { low, high } : null;
  const priced = range !== null || value.priceMin !== null || value.priceMax !== null;
  const count = (n: number) =>
    counts && (
      <>
        {' '}
        <span className={`${block}__count`}>({n})</span>
      </>
    );
  return (
    <>
      {facets.brands.length > 0 && (
        <fieldset>
          <legend>Brand</legend>
          {facets.brands.map((brand) => (
            <label key={brand.id}>
              <input
                type="checkbox"
                checked={value.brand.includes(brand.id)}
                onChange={() => onChange({ brand: toggled(value.brand, brand.id) })}
              />
              {brand.name}
              {count(brand.count)}
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
                checked={value.colour.includes(colour.name)}
                onChange={() => onChange({ colour: toggled(value.colour, colour.name) })}
              />
              <span className={`${block}__dot`} style={{ backgroundColor: colour.hex }} aria-hidden="true" />
              {colour.name}
              {count(colour.count)}
            </label>
          ))}
        </fieldset>
      )}
      {sizes && facets.sizes.length > 0 && (
        <label className={`${block}__field`}>
          Size
          <select value={value.size ?? ''} onChange={(event) => onChange({ size: event.target.value })}>
            <option value="">Any size</option>
            {facets.sizes.map((size) => (
              <option key={size.label} value={size.label}>
                {size.label} ({size.count})
              </option>
            ))}
          </select>
        </label>
      )}
      {priced && (
        <form className={`${block}__price-range`} onSubmit={applyPrice}>
          <span className={`${block}__price-title`}>
            Price
            {range && (
              <span className={`${block}__range`}>
                {' '}
                ({formatUsd(range.low)} – {formatUsd(range.high)})
              </span>
            )}
          </span>
          <PriceBox label="Minimum price" placeholder="Min" value={min} onValueChange={setMin} />
          <PriceBox label="Maximum price" placeholder="Max" value={max} onValueChange={setMax} />
          <button type="submit" className={`${block}__apply`}>
            Apply
          </button>
        </form>
      )}
    </>
  );
}

interface PriceBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onValueChange: (text: string) => void;
}

/**
 * A decimal-only price bound (spec §5), the rule of the form kit's `DecimalInput`; written with the
 * rule from the generic kit's main entry so the picker does not download the whole form kit.
 */
function PriceBox({ label, placeholder, value, onValueChange }: PriceBoxProps) {
  return (
    <input
      type="text"
      inputMode="decimal"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onValueChange(decimalText(event.target.value))}
    />
  );
}
