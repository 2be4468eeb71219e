import {
  VENDOR_PRODUCT_STATUSES,
  VENDOR_STOCK_FILTERS,
  type VendorProductOptions,
  type VendorProductStatus,
  type VendorStockFilter,
} from '@showroom/contract/vendor';
import { SelectField, TextField } from '@showroom/ui/form';

export interface ProductFilterValues {
  search: string;
  category_id: string;
  status: VendorProductStatus | '';
  stock: VendorStockFilter | '';
}

export const NO_PRODUCT_FILTERS: ProductFilterValues = { search: '', category_id: '', status: '', stock: '' };

const STATUS_LABELS: Readonly<Record<VendorProductStatus, string>> = {
  active: 'On sale',
  archived: 'Archived',
};
const STOCK_LABELS: Readonly<Record<VendorStockFilter, string>> = {
  in_stock: 'Every size in stock',
  out_of_stock: 'A size out of stock',
};

/** The list's search and filters; each change shows page 1 of the new list. */
export function ProductFilters({
  filters,
  categories,
  onChange,
}: {
  filters: ProductFilterValues;
  categories: VendorProductOptions['categories'];
  onChange: (filters: ProductFilterValues) => void;
}) {
  const set = (name: keyof ProductFilterValues) => (event: { target: { value: string } }) =>
    onChange({ ...filters, [name]: event.target.value });
  return (
    <search className="sr-vendor-products__filters">
      <TextField
        label="Search"
        type="search"
        name="search"
        placeholder="Name or SKU"
        value={filters.search}
        onChange={set('search')}
      />
      <SelectField
        label="Category"
        name="category_id"
        value={filters.category_id}
        onChange={set('category_id')}
        options={[
          { value: '', label: 'Every category' },
          ...categories.map((category) => ({
            value: String(category.id),
            label: `${category.top} › ${category.name}`,
          })),
        ]}
      />
      <SelectField
        label="Status"
        name="status"
        value={filters.status}
        onChange={set('status')}
        options={[
          { value: '', label: 'On sale and archived' },
          ...VENDOR_PRODUCT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
        ]}
      />
      <SelectField
        label="Stock"
        name="stock"
        value={filters.stock}
        onChange={set('stock')}
        options={[
          { value: '', label: 'Any stock' },
          ...VENDOR_STOCK_FILTERS.map((value) => ({ value, label: STOCK_LABELS[value] })),
        ]}
      />
    </search>
  );
}
