import { describe, expect, it } from 'vitest';
import { VENDOR_PRODUCT_MESSAGES, vendorProductInputSchema } from '../vendor.ts';

const valid = {
  sku: ' SUM-OAK-01 ',
  name: 'Harbor Oak Plank',
  category_id: '12',
  brand_id: 3,
  colours: [{ name: 'Oak', hex: '#a0522d' }],
  sizes: [
    { width_size: '7"', length_size: '48"', box_sqft: '23.5', wholesale_price: '3.49', stock_qty: '120' },
    { width_size: '9"', wholesale_price: 4, stock_qty: 0 },
  ],
};

function errorsOf(input: unknown): Record<string, string> {
  const result = vendorProductInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('vendorProductInputSchema', () => {
  it('takes a form’s or a CSV row’s text: trimmed, numbers read, the unit Piece by default', () => {
    const product = vendorProductInputSchema.parse(valid);
    expect(product.sku).toBe('SUM-OAK-01');
    expect(product.category_id).toBe(12);
    expect(product.sizes[0]).toMatchObject({
      box_sqft: 23.5,
      wholesale_price: 3.49,
      stock_qty: 120,
      uom: 'Piece',
    });
    expect(product.sizes[1]?.height_size).toBeUndefined();
  });

  it('names each bad field with the message the form shows beside it', () => {
    expect(
      errorsOf({
        ...valid,
        name: ' ',
        colours: [{ name: 'Red', hex: 'red' }],
        sizes: [{ wholesale_price: '3.499', stock_qty: '-1', box_sqft: '0' }],
      }),
    ).toEqual({
      name: 'The name field is required.',
      'colours.0.hex': VENDOR_PRODUCT_MESSAGES.colourHexInvalid,
      'sizes.0.wholesale_price': VENDOR_PRODUCT_MESSAGES.priceInvalid,
      'sizes.0.stock_qty': VENDOR_PRODUCT_MESSAGES.stockInvalid,
      'sizes.0.box_sqft': VENDOR_PRODUCT_MESSAGES.boxSqftInvalid,
    });
  });

  it('asks for at least one size', () => {
    expect(errorsOf({ ...valid, sizes: [] })).toEqual({ sizes: VENDOR_PRODUCT_MESSAGES.sizesMissing });
  });
});
