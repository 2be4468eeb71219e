import { DEFAULT_UNIT_LABEL } from '@showroom/contract';
import {
  type VendorProduct,
  type VendorProductInputRequest,
  vendorProductInputSchema,
} from '@showroom/contract/vendor';

/** One size as its boxes hold it: text, so nothing typed is lost to a number's rounding. */
export interface SizeValues {
  /** The stored size being edited; none for a size added on this form. */
  id?: number;
  width_size: string;
  height_size: string;
  length_size: string;
  pattern: string;
  box_sqft: string;
  uom: string;
  wholesale_price: string;
  stock_qty: string;
}

export interface ColourValues {
  name: string;
  hex: string;
}

/** The product form's values; errors are named by the contract's paths (`sizes.0.wholesale_price`). */
export interface ProductValues {
  sku: string;
  name: string;
  category_id: string;
  brand_id: string;
  description: string;
  finish: string;
  colours: ColourValues[];
  sizes: SizeValues[];
}

export const EMPTY_SIZE: SizeValues = {
  width_size: '',
  height_size: '',
  length_size: '',
  pattern: '',
  box_sqft: '',
  uom: DEFAULT_UNIT_LABEL,
  wholesale_price: '',
  stock_qty: '0',
};

export const NEW_PRODUCT: ProductValues = {
  sku: '',
  name: '',
  category_id: '',
  brand_id: '',
  description: '',
  finish: '',
  colours: [],
  sizes: [EMPTY_SIZE],
};

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));

/** A stored product as the form's boxes show it. */
export function valuesOf(product: VendorProduct): ProductValues {
  return {
    sku: product.sku,
    name: product.name,
    category_id: String(product.category_id),
    brand_id: String(product.brand_id),
    description: product.description,
    finish: text(product.finish),
    colours: product.colours.map(({ name, hex }) => ({ name, hex })),
    sizes: product.sizes.map((size) => ({
      id: size.id,
      width_size: text(size.width_size),
      height_size: text(size.height_size),
      length_size: text(size.length_size),
      pattern: text(size.pattern),
      box_sqft: text(size.box_sqft),
      uom: size.uom,
      wholesale_price: text(size.wholesale_price),
      stock_qty: text(size.stock_qty),
    })),
  };
}

/** What the form sends: the contract's input (blank boxes left out; the server reads the numbers). */
export function inputOf(values: ProductValues, byBox: boolean): VendorProductInputRequest {
  return {
    sku: values.sku,
    name: values.name,
    category_id: values.category_id,
    brand_id: values.brand_id,
    description: values.description,
    finish: values.finish,
    colours: values.colours,
    sizes: values.sizes.map(({ id, box_sqft, ...size }) => ({
      ...size,
      ...(id !== undefined && { id }),
      box_sqft: byBox && box_sqft !== '' ? box_sqft : null,
    })),
  };
}

/** The contract's check, each message under the box its path names. */
export function checkProduct(values: ProductValues, byBox: boolean): Record<string, string> {
  const parsed = vendorProductInputSchema.safeParse(inputOf(values, byBox));
  if (parsed.success) return {};
  const messages: Record<string, string> = {};
  for (const issue of parsed.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}
