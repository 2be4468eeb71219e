/**
 * The columns of a vendor's product CSV (decision 0097): one row is one size of a product; rows that
 * share a SKU are the sizes of one product. Each field lists the headers it is guessed from.
 */
export const IMPORT_FIELDS = [
  { key: 'sku', label: 'SKU', required: true, headers: ['item number', 'item no', 'product code', 'code'] },
  { key: 'name', label: 'Name', required: true, headers: ['product name', 'product', 'title'] },
  {
    key: 'category',
    label: 'Category',
    required: true,
    headers: ['sub category', 'subcategory', 'category slug'],
  },
  { key: 'brand', label: 'Brand line', required: true, headers: ['brand', 'line', 'collection', 'series'] },
  { key: 'description', label: 'Description', required: false, headers: ['details', 'about'] },
  { key: 'width_size', label: 'Width', required: false, headers: ['width', 'w'] },
  { key: 'height_size', label: 'Height', required: false, headers: ['height', 'h', 'thickness'] },
  { key: 'length_size', label: 'Length', required: false, headers: ['length', 'l'] },
  { key: 'pattern', label: 'Pattern', required: false, headers: ['layout'] },
  {
    key: 'box_sqft',
    label: 'Sq ft per box',
    required: false,
    headers: ['box sqft', 'sqft per box', 'coverage'],
  },
  { key: 'uom', label: 'Unit', required: false, headers: ['unit of measure', 'unit'] },
  {
    key: 'wholesale_price',
    label: 'Wholesale price',
    required: true,
    headers: ['price', 'wholesale', 'cost', 'unit price'],
  },
  {
    key: 'stock_qty',
    label: 'Stock',
    required: true,
    headers: ['stock qty', 'quantity', 'qty', 'on hand', 'inventory'],
  },
  { key: 'colours', label: 'Colours', required: false, headers: ['colors', 'colour', 'color'] },
  { key: 'finish', label: 'Finishes', required: false, headers: ['finish', 'finishes'] },
] as const;

export type ImportField = (typeof IMPORT_FIELDS)[number];
export type ImportFieldKey = ImportField['key'];
export const IMPORT_FIELD_KEYS = IMPORT_FIELDS.map((field) => field.key) as ImportFieldKey[];

/** Which column (0-based) of the file each field is read from; null when the file has none. */
export type ImportMapping = Record<ImportFieldKey, number | null>;

/** Lower case, letters and digits only: 'Wholesale Price ($)' and 'wholesale_price' meet as 'wholesaleprice'. */
const normalise = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Guesses the mapping from the file's header row: a header matches a field by its key, its label or
 * one of its headers, ignoring case, spaces and punctuation. The first matching column wins; a
 * column serves one field only.
 */
export function guessImportMapping(headers: readonly string[]): ImportMapping {
  const columns = headers.map(normalise);
  const taken = new Set<number>();
  const mapping = {} as ImportMapping;
  for (const field of IMPORT_FIELDS) {
    const names = new Set([field.key, field.label, ...field.headers].map(normalise));
    const column = columns.findIndex((header, index) => !taken.has(index) && names.has(header));
    mapping[field.key] = column === -1 ? null : column;
    if (column !== -1) taken.add(column);
  }
  return mapping;
}

/** The fields the vendor must map before a run. */
export const requiredFieldsMissing = (mapping: ImportMapping): ImportField[] =>
  IMPORT_FIELDS.filter((field) => field.required && mapping[field.key] === null);

/** How a colour cell is written: 'Oak #A0522D; Ash #B2BEB5' (name, space, hex; `;` between colours). */
export const COLOUR_CELL_EXAMPLE = 'Oak #A0522D; Ash #B2BEB5';

/** The template a vendor downloads: the header row and one example row, as CSV text. */
export function importTemplateCsv(): string {
  const example: Record<ImportFieldKey, string> = {
    sku: 'OAK-PLANK-7',
    name: 'Oak plank 7 in',
    category: 'hardwood',
    brand: 'Your brand line',
    description: 'Wire-brushed white oak',
    width_size: '7"',
    height_size: '1/2"',
    length_size: '48"',
    pattern: 'Straight',
    box_sqft: '23.3',
    uom: 'Box',
    wholesale_price: '89.50',
    stock_qty: '120',
    colours: COLOUR_CELL_EXAMPLE,
    finish: 'Matte',
  };
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  const header = IMPORT_FIELDS.map((field) => cell(field.label)).join(',');
  const row = IMPORT_FIELDS.map((field) => cell(example[field.key])).join(',');
  return `${header}\n${row}\n`;
}
