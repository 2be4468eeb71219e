import { z } from 'zod/mini';
import { requiredText } from '../validation/fields.ts';
import { type VendorProductInput, vendorProductInputSchema } from '../vendors/vendor-product-input.ts';
import type { ImportFieldKey } from './import-fields.ts';
import { VENDOR_IMPORT_MESSAGES } from './import-messages.ts';

/** The cells of one row, by field; a field the file does not map is absent. */
export type ImportCells = Partial<Record<ImportFieldKey, string>>;

/**
 * One valid row: the product input of the portal's form (decision 0094) with this row's one size,
 * and the vendor's words for its category and brand line, which the server looks up.
 */
export interface ImportRow {
  product: Omit<VendorProductInput, 'category_id' | 'brand_id'>;
  category: string;
  brand: string;
}

export interface ImportCellError {
  field: ImportFieldKey;
  message: string;
}

/** The product input without the ids the server finds from the row's words. */
const productSchema = z.omit(vendorProductInputSchema, { category_id: true, brand_id: true });
const wordsSchema = z.object({ category: requiredText('category'), brand: requiredText('brand_line') });

const colourPart = /^(.+?)\s+(#[0-9a-f]{6})$/i;

/** 'Oak #A0522D; Ash #B2BEB5' → colours; null when a part is not a name and a hex code. */
export function parseColourCell(cell: string): { name: string; hex: string }[] | null {
  const colours: { name: string; hex: string }[] = [];
  for (const part of cell.split(';').map((text) => text.trim())) {
    if (part === '') continue;
    const match = colourPart.exec(part);
    if (!match) return null;
    colours.push({ name: match[1]!.trim(), hex: match[2]!.toUpperCase() });
  }
  return colours;
}

/** A blank cell is a missing value (so a blank stock is not read as 0, nor a blank unit as ''). */
const given = (cell: string | undefined) =>
  cell === undefined || cell.trim() === '' ? undefined : cell.trim();
/** Money and counts as spreadsheets write them: '$1,089.50' is 1089.50. */
const figure = (cell: string | undefined) => given(cell)?.replace(/^\$/, '').replace(/,/g, '');

/** Which import field a product input's problem is about: a size's own field, else the top field. */
function fieldOf(path: readonly PropertyKey[]): ImportFieldKey {
  const key = path[0] === 'sizes' ? path[2] : path[0];
  return (typeof key === 'string' ? key : 'sizes') as ImportFieldKey;
}

/**
 * Reads one row's cells with the product input's own rules and messages: the row, or every problem
 * of it (field and message). Category and brand line are checked by the server, which knows them.
 */
export function readImportRow(cells: ImportCells): { row: ImportRow } | { errors: ImportCellError[] } {
  const errors: ImportCellError[] = [];
  const colourCell = given(cells.colours);
  const colours = colourCell === undefined ? [] : parseColourCell(colourCell);
  if (colours === null)
    errors.push({ field: 'colours', message: VENDOR_IMPORT_MESSAGES.badColour(colourCell!) });
  const words = wordsSchema.safeParse({ category: cells.category ?? '', brand: cells.brand ?? '' });
  const product = productSchema.safeParse({
    sku: cells.sku ?? '',
    name: cells.name ?? '',
    description: given(cells.description),
    finish: given(cells.finish),
    colours: colours ?? [],
    sizes: [
      {
        width_size: given(cells.width_size),
        height_size: given(cells.height_size),
        length_size: given(cells.length_size),
        pattern: given(cells.pattern),
        box_sqft: figure(cells.box_sqft),
        uom: given(cells.uom),
        wholesale_price: figure(cells.wholesale_price),
        stock_qty: figure(cells.stock_qty),
      },
    ],
  });
  for (const issue of [...(product.error?.issues ?? []), ...(words.error?.issues ?? [])]) {
    errors.push({ field: fieldOf(issue.path), message: issue.message });
  }
  if (!product.success || !words.success || errors.length > 0) return { errors };
  return { row: { product: product.data, ...words.data } };
}
