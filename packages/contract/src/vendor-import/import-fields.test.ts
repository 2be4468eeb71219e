import { describe, expect, it } from 'vitest';
import { VENDOR_PRODUCT_MESSAGES } from '../vendors/vendor-product-messages.ts';
import {
  guessImportMapping,
  IMPORT_FIELDS,
  importTemplateCsv,
  requiredFieldsMissing,
} from './import-fields.ts';
import { readImportRow } from './import-row.ts';

describe('guessImportMapping', () => {
  it("reads a vendor's own headers, whatever their case and punctuation", () => {
    const mapping = guessImportMapping(['Item Number', 'Product Name', 'Category', 'Brand', 'MSRP', 'Qty']);
    expect(mapping).toMatchObject({
      sku: 0,
      name: 1,
      category: 2,
      brand: 3,
      wholesale_price: null,
      stock_qty: 5,
    });
    expect(requiredFieldsMissing(mapping).map((field) => field.key)).toEqual(['wholesale_price']);
  });

  it('maps every column of the template to its field', () => {
    const headers = importTemplateCsv().split('\n')[0]!.split(',');
    const mapping = guessImportMapping(headers);
    expect(IMPORT_FIELDS.map((field) => mapping[field.key])).toEqual(IMPORT_FIELDS.map((_, index) => index));
  });
});

describe('readImportRow', () => {
  const cells = {
    sku: ' OAK-1 ',
    name: 'Oak plank',
    category: 'hardwood',
    brand: 'Northwood',
    wholesale_price: '$1,089.50',
    stock_qty: '120',
    colours: 'Oak #a0522d; Ash #B2BEB5',
    box_sqft: '',
  };

  it("reads a good row into the portal's product input, with money and colours as a vendor writes them", () => {
    expect(readImportRow(cells)).toEqual({
      row: {
        category: 'hardwood',
        brand: 'Northwood',
        product: {
          sku: 'OAK-1',
          name: 'Oak plank',
          colours: [
            { name: 'Oak', hex: '#A0522D' },
            { name: 'Ash', hex: '#B2BEB5' },
          ],
          sizes: [{ uom: 'Piece', wholesale_price: 1089.5, stock_qty: 120 }],
        },
      },
    });
  });

  it("names every bad cell of a row with the product input's message", () => {
    const result = readImportRow({ ...cells, name: ' ', wholesale_price: '12.345', stock_qty: '' });
    expect(result).toEqual({
      errors: [
        { field: 'name', message: 'The name field is required.' },
        { field: 'wholesale_price', message: VENDOR_PRODUCT_MESSAGES.priceInvalid },
        { field: 'stock_qty', message: VENDOR_PRODUCT_MESSAGES.stockInvalid },
      ],
    });
  });

  it('refuses a colour without its hex code', () => {
    expect(readImportRow({ ...cells, colours: 'Oak' })).toEqual({
      errors: [{ field: 'colours', message: expect.stringContaining('"Oak" is not a colour') }],
    });
  });

  it('refuses a price of 0 and a blank category', () => {
    expect(readImportRow({ ...cells, wholesale_price: '0', category: '' })).toEqual({
      errors: [
        { field: 'wholesale_price', message: VENDOR_PRODUCT_MESSAGES.priceInvalid },
        { field: 'category', message: 'The category field is required.' },
      ],
    });
  });
});
