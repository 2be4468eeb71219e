import { PRODUCT_SORTS, type ProductSort } from '@showroom/contract/catalog';

const SORT_LABELS: Record<ProductSort, string> = {
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name: 'Name',
  newest: 'Newest',
};

export interface ProductListBarProps {
  search: string;
  sort: ProductSort;
  onSearchChange?: (search: string) => void;
  onSearch?: () => void;
  onSortChange?: (sort: ProductSort) => void;
  /** The skeleton's copy: the same boxes, not yet usable. */
  disabled?: boolean;
}

/** Search and sort above the list; the skeleton shows the same bar, so it keeps its height. */
export function ProductListBar({
  search,
  sort,
  onSearchChange,
  onSearch,
  onSortChange,
  disabled = false,
}: ProductListBarProps) {
  return (
    <div className="sr-product-list__bar">
      <search>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSearch?.();
          }}
        >
          <input
            type="search"
            aria-label="Search products"
            placeholder="Search products"
            maxLength={100}
            value={search}
            disabled={disabled}
            onChange={(event) => onSearchChange?.(event.target.value)}
          />
          <button type="submit" disabled={disabled}>
            Search
          </button>
        </form>
      </search>
      <label>
        Sort by{' '}
        <select
          value={sort}
          disabled={disabled}
          onChange={(event) => {
            const chosen = PRODUCT_SORTS.find((known) => known === event.target.value);
            if (chosen) onSortChange?.(chosen);
          }}
        >
          {PRODUCT_SORTS.map((known) => (
            <option key={known} value={known}>
              {SORT_LABELS[known]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
