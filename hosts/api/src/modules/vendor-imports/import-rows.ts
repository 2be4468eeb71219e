import { VENDOR_PRODUCT_MESSAGES, type VendorProductInput } from '@showroom/contract/vendor';
import {
  IMPORT_FIELD_KEYS,
  type ImportCells,
  type ImportMapping,
  readImportRow,
} from '@showroom/contract/vendor-import';
import type { ImportLookups } from './import-lookups.ts';

/** A row ready to write: its line in the file, and the product input it makes (one size). */
export interface CheckedRow {
  line: number;
  product: VendorProductInput;
}

export interface RowError {
  row: number;
  field: string;
  message: string;
}

/** The row's cells by field, as the mapping reads them (a column past a short row's end is blank). */
export function cellsOf(mapping: ImportMapping, cells: readonly string[]): ImportCells {
  const mapped: ImportCells = {};
  for (const key of IMPORT_FIELD_KEYS) {
    const column = mapping[key];
    if (column !== null) mapped[key] = cells[column] ?? '';
  }
  return mapped;
}

/** Checks one row: the product input's rules, then its category, brand line and box coverage. */
export function checkRow(
  line: number,
  cells: ImportCells,
  lookups: ImportLookups,
): { row: CheckedRow } | { errors: RowError[] } {
  const read = readImportRow(cells);
  if ('errors' in read) return { errors: read.errors.map((error) => ({ row: line, ...error })) };
  const { product, category: categoryWord, brand: brandWord } = read.row;
  const errors: RowError[] = [];
  const category = lookups.category(categoryWord);
  const brand = lookups.brand(brandWord);
  if ('message' in category) errors.push({ row: line, field: 'category', message: category.message });
  if ('message' in brand) errors.push({ row: line, field: 'brand', message: brand.message });
  const [size] = product.sizes;
  const byBox = 'found' in category && category.found.unit === 'Box';
  if (byBox && size?.box_sqft == null) {
    errors.push({ row: line, field: 'box_sqft', message: VENDOR_PRODUCT_MESSAGES.boxSqftMissing });
  }
  if (errors.length > 0 || !('found' in category) || !('found' in brand) || !size) return { errors };
  // A piece is not sold by the box (spec §3): its coverage is dropped rather than refused.
  const sizes = [byBox ? size : { ...size, box_sqft: null }];
  return {
    row: { line, product: { ...product, sizes, category_id: category.found.id, brand_id: brand.found } },
  };
}
