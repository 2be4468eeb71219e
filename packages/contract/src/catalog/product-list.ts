import { envelopeSchema, intField, MAX_ID, paginatorSchema } from '@showroom/contract';
import { CATEGORY_UNIT_VALUES, PRODUCT_SORTS } from '@showroom/contract/catalog-menu';
import { z } from 'zod/mini';
import { productCardSchema } from './product-card.ts';
import { categoryField, showroomField } from './request-fields.ts';

export const MAX_PAGE_SIZE = 100;
/** Deep pages cost an OFFSET scan; nobody pages this far by hand (25,000 products / 10 = 2,500). */
export const MAX_PAGE = 10_000;
export const MAX_SEARCH_LENGTH = 100;
const MAX_FILTER_VALUES = 50;
const MAX_PRICE = 1_000_000;

const priceField = (field: string) => {
  const message = `The ${field} field must be a number.`;
  return z.optional(
    z.pipe(
      z.pipe(z.union([z.number(), z.string()], { error: message }), z.coerce.number({ error: message })),
      z
        .number({ error: message })
        .check(
          z.minimum(0, `The ${field} field must be at least 0.`),
          z.maximum(MAX_PRICE, `The ${field} field must not be greater than ${MAX_PRICE}.`),
        ),
    ),
  );
};

const textField = (field: string, max: number) =>
  z.optional(
    z
      .string({ error: `The ${field} field must be a string.` })
      .check(z.trim(), z.maxLength(max, `The ${field} field must not be greater than ${max} characters.`)),
  );

const listField = <T extends z.ZodMiniType>(field: string, item: T) =>
  z.optional(
    z
      .array(item, { error: `The ${field} field must be an array.` })
      .check(
        z.maxLength(
          MAX_FILTER_VALUES,
          `The ${field} field must not have more than ${MAX_FILTER_VALUES} items.`,
        ),
      ),
  );

/** `POST /api/visualization/products` body: the spec's category and showroom, plus paging, sort and filters. */
export const productListRequestSchema = z
  .object({
    category: categoryField(),
    showroom: showroomField(),
    page: z.optional(intField('page', 1, MAX_PAGE)),
    per_page: z.optional(intField('per page', 1, MAX_PAGE_SIZE)),
    sort: z.optional(
      z.enum(PRODUCT_SORTS, { error: `The selected sort is invalid (${PRODUCT_SORTS.join(', ')}).` }),
    ),
    /** Brand ids (from the facets); a product of any of them matches. */
    brand: listField('brand', intField('brand', 1, MAX_ID)),
    /** Colour names (from the facets); a product offered in any of them matches. */
    colour: listField(
      'colour',
      z.string().check(z.maxLength(60, 'The colour field must not be greater than 60 characters.')),
    ),
    /** Bounds on the shown price (markup included), not on the wholesale price. */
    price_min: priceField('price min'),
    price_max: priceField('price max'),
    /** A size label from the facets, e.g. `12" x 24"`: products sold in that size match. */
    size: textField('size', 60),
    /** Text search over product names (trigram index). */
    q: textField('q', MAX_SEARCH_LENGTH),
  })
  .check(
    z.refine(
      (body) =>
        body.price_min === undefined || body.price_max === undefined || body.price_min <= body.price_max,
      {
        message: 'The price max field must be greater than or equal to price min.',
        path: ['price_max'],
      },
    ),
  );
export type ProductListRequest = z.input<typeof productListRequestSchema>;
export type ProductListQuery = z.output<typeof productListRequestSchema>;

/** Filter options of the whole category (they do not shrink as filters are applied). */
export const productFacetsSchema = z.object({
  brands: z.array(z.object({ id: z.int(), name: z.string(), slug: z.string(), count: z.int() })),
  colours: z.array(z.object({ name: z.string(), hex: z.string(), count: z.int() })),
  sizes: z.array(z.object({ label: z.string(), count: z.int() })),
  /** Lowest and highest shown price; null in an empty category. */
  price: z.object({ min: z.nullable(z.number()), max: z.nullable(z.number()) }),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const listedCategorySchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  parent_id: z.nullable(z.int()),
  unit: z.enum(CATEGORY_UNIT_VALUES),
});
export type ListedCategory = z.infer<typeof listedCategorySchema>;

/** `data` is a Laravel paginator of products (so `data.data` is the page) plus the category and its facets. */
export const productListSchema = z.extend(paginatorSchema(productCardSchema), {
  category: listedCategorySchema,
  facets: productFacetsSchema,
});
export type ProductList = z.infer<typeof productListSchema>;
export const productListResponseSchema = envelopeSchema(productListSchema);
export type ProductListResponse = z.infer<typeof productListResponseSchema>;
