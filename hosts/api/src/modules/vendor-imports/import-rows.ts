import {
  IMPORT_FIELD_KEYS,
  type ImportCells,
  type ImportMapping,
  type ImportRow,
  readImportRow,
  VENDOR_IMPORT_MESSAGES,
} from '@showroom/contract/vendor-import';
import type { ImportLookups } from './import-lookups.ts';

/** A row ready to write: its line in the file, and its category and brand line found. */
export interface CheckedRow extends ImportRow {
  line: number;
  categoryId: number;
  brandId: number;
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

/** Checks one row: the contract's field rules, then its category, brand line and box coverage. */
export function checkRow(
  line: number,
  cells: ImportCells,
  lookups: ImportLookups,
): { row: CheckedRow } | { errors: RowError[] } {
  const read = readImportRow(cells);
  if ('errors' in read) return { errors: read.errors.map((error) => ({ row: line, ...error })) };
  const { row } = read;
  const errors: RowError[] = [];
  const category = lookups.category(row.category);
  const brand = lookups.brand(row.brand);
  if ('message' in category) errors.push({ row: line, field: 'category', message: category.message });
  if ('message' in brand) errors.push({ row: line, field: 'brand', message: brand.message });
  if ('found' in category && category.found.unit === 'Box' && row.box_sqft === undefined) {
    errors.push({ row: line, field: 'box_sqft', message: VENDOR_IMPORT_MESSAGES.boxSqftRequired });
  }
  if (errors.length > 0 || !('found' in category) || !('found' in brand)) return { errors };
  // A piece is not sold by the box: its coverage is dropped rather than refused.
  const boxSqft = category.found.unit === 'Box' ? row.box_sqft : undefined;
  return {
    row: { ...row, box_sqft: boxSqft, line, categoryId: category.found.id, brandId: brand.found },
  };
}
