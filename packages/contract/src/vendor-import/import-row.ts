import { z } from 'zod/mini';
import { DECIMAL_MAX_PLACES, DEFAULT_UNIT_LABEL } from '../constants/constants.ts';
import { optionalText, requiredText } from '../validation/fields.ts';
import type { ImportFieldKey } from './import-fields.ts';
import { VENDOR_IMPORT_MESSAGES } from './import-messages.ts';

/** The cells of one row, by field; a field the file does not map is absent. */
export type ImportCells = Partial<Record<ImportFieldKey, string>>;

export interface ImportColour {
  name: string;
  hex: string;
}

/** One valid row: one size of the product with this SKU. Category and brand are still the vendor's words. */
export interface ImportRow {
  sku: string;
  name: string;
  category: string;
  brand: string;
  description?: string | undefined;
  width_size?: string | undefined;
  height_size?: string | undefined;
  length_size?: string | undefined;
  pattern?: string | undefined;
  box_sqft?: number | undefined;
  uom: string;
  wholesale_price: number;
  stock_qty: number;
  colours?: ImportColour[] | undefined;
  finish?: string | undefined;
}

export interface ImportCellError {
  field: ImportFieldKey;
  message: string;
}

export const MAX_IMPORT_PRICE = 99_999_999.99;
export const MAX_IMPORT_STOCK = 1_000_000;
export const MAX_BOX_SQFT = 999_999.99;

const decimal = new RegExp(`^\\d+(\\.\\d{1,${DECIMAL_MAX_PLACES}})?$`);

/** A money-like cell ('$1,234.50' reads 1234.5): a number above 0, at most two decimals. */
function decimalCell(label: string, max: number) {
  return z.pipe(
    z.string({ error: `The ${label} field is required.` }).check(
      z.overwrite((value) => value.trim().replace(/^\$/, '').replace(/,/g, '')),
      z.minLength(1, `The ${label} field is required.`),
      z.regex(
        decimal,
        `The ${label} field must be a number with at most ${DECIMAL_MAX_PLACES} decimal places.`,
      ),
    ),
    z.pipe(
      z.transform(Number),
      z
        .number()
        .check(
          z.gt(0, `The ${label} field must be greater than 0.`),
          z.lte(max, `The ${label} field must not be greater than ${max}.`),
        ),
    ),
  );
}

const stockCell = z.pipe(
  z.string({ error: 'The stock field is required.' }).check(
    z.overwrite((value) => value.trim().replace(/,/g, '')),
    z.minLength(1, 'The stock field is required.'),
    z.regex(/^\d+$/, 'The stock field must be a whole number of 0 or more.'),
  ),
  z.pipe(
    z.transform(Number),
    z
      .number()
      .check(z.lte(MAX_IMPORT_STOCK, `The stock field must not be greater than ${MAX_IMPORT_STOCK}.`)),
  ),
);

const colourPart = /^(.+?)\s+(#[0-9a-f]{6})$/i;

/** 'Oak #A0522D; Ash #B2BEB5' → colours; null when a part is not a name and a hex code. */
export function parseColourCell(cell: string): ImportColour[] | null {
  const colours: ImportColour[] = [];
  for (const part of cell.split(';').map((text) => text.trim())) {
    if (part === '') continue;
    const match = colourPart.exec(part);
    if (!match) return null;
    colours.push({ name: match[1]!.trim(), hex: match[2]!.toUpperCase() });
  }
  return colours;
}

const rowSchema = z.object({
  sku: requiredText('sku', 64),
  name: requiredText('name'),
  category: requiredText('category'),
  brand: requiredText('brand_line'),
  description: optionalText('description', 5000),
  width_size: optionalText('width', 32),
  height_size: optionalText('height', 32),
  length_size: optionalText('length', 32),
  pattern: optionalText('pattern', 64),
  box_sqft: z.optional(
    z.pipe(
      z.string().check(z.trim()),
      z.union([
        z.pipe(
          z.literal(''),
          z.transform(() => undefined),
        ),
        decimalCell('sq ft per box', MAX_BOX_SQFT),
      ]),
    ),
  ),
  uom: z.pipe(
    optionalText('unit', 32),
    z.transform((value) => value ?? DEFAULT_UNIT_LABEL),
  ),
  wholesale_price: decimalCell('wholesale price', MAX_IMPORT_PRICE),
  stock_qty: stockCell,
  colours: optionalText('colours', 1000),
  finish: optionalText('finishes', 64),
});

/**
 * Reads one row's cells: the row, or every problem of it (field and message). Category and brand
 * line are checked against the catalogue by the server, which knows them.
 */
export function readImportRow(cells: ImportCells): { row: ImportRow } | { errors: ImportCellError[] } {
  const parsed = rowSchema.safeParse(cells);
  const errors: ImportCellError[] = parsed.success
    ? []
    : parsed.error.issues.map((issue) => ({
        field: String(issue.path[0]) as ImportFieldKey,
        message: issue.message,
      }));
  let colours: ImportColour[] | undefined;
  if (parsed.success && parsed.data.colours !== undefined) {
    colours = parseColourCell(parsed.data.colours) ?? undefined;
    if (!colours)
      errors.push({ field: 'colours', message: VENDOR_IMPORT_MESSAGES.badColour(parsed.data.colours) });
  }
  if (!parsed.success || errors.length > 0) return { errors };
  const { colours: _cell, ...rest } = parsed.data;
  return { row: colours ? { ...rest, colours } : rest };
}
