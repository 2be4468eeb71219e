import { DEFAULT_MIN_UNIT, DEFAULT_UNIT_LABEL } from '@showroom/contract';
import type { ProductDetail } from '@showroom/contract/catalog';
import { pricePerSqft, shownPrice } from '@showroom/contract/money';
import { productPhotoUrl } from '@showroom/contract/vendor';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vendor_profiles } from '../identity/users-schema.ts';
import { product_photos } from '../vendors/product-photos-schema.ts';
import { brands, product_sizes, products } from './catalog-schema.ts';
import { type CategoryLookup, carriesCategory, listedCategory, topCategoryOf } from './category-index.ts';
import { notFound, type ShowroomContext } from './showroom-context.ts';

/** The unit a price is per (spec §2): a Box for Box-unit categories, else the size's uom (default Piece). */
export function shownUnit(categoryUnit: string, uom: string | null | undefined): string {
  return categoryUnit === 'Box' ? 'Box' : (uom ?? DEFAULT_UNIT_LABEL);
}

/** The product detail screen's data; 404 for an unknown hash or a category the showroom does not carry. */
export async function findProductDetail(
  db: Database,
  categories: CategoryLookup,
  hash: string,
  context: ShowroomContext,
): Promise<ProductDetail> {
  const [row] = await db
    .select({
      id: products.id,
      hash: products.hash,
      name: products.name,
      sku: products.sku,
      description: products.description,
      finish: products.finish,
      photo: products.photo,
      colours: products.colours,
      category_id: products.category_id,
      brand: { id: brands.id, name: brands.name, slug: brands.slug, logo: brands.logo },
      vendor_id: vendor_profiles.user_id,
      vendor_name: vendor_profiles.company_name,
    })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brand_id))
    .leftJoin(vendor_profiles, eq(vendor_profiles.user_id, products.vendor_id))
    .where(eq(products.hash, hash))
    .limit(1);
  const index = await categories.load();
  const category = row && index.byId.get(row.category_id);
  if (!row || !category || !carriesCategory(index, category.id, context.topCategoryIds)) throw notFound();
  const top = topCategoryOf(index, category.id) ?? category;

  const [sizeRows, photoRows] = await Promise.all([
    db
      .select()
      .from(product_sizes)
      .where(eq(product_sizes.product_id, row.id))
      .orderBy(asc(product_sizes.wholesale_price), asc(product_sizes.id)),
    db
      .select({ token: product_photos.token })
      .from(product_photos)
      .where(eq(product_photos.product_id, row.id))
      .orderBy(asc(product_photos.position), asc(product_photos.id)),
  ]);
  const byBox = category.unit === 'Box';
  // Built field by field: the size rows carry wholesale_price, which must not reach the response.
  const sizes = sizeRows.map((size) => {
    const price = shownPrice(size.wholesale_price, context.markupPercent);
    return {
      size_id: size.id,
      width_size: size.width_size,
      height_size: size.height_size,
      length_size: size.length_size,
      pattern: size.pattern,
      box_sqft: size.box_sqft,
      uom: shownUnit(category.unit, size.uom),
      price,
      price_per_sqft: byBox ? pricePerSqft(price, size.box_sqft) : null,
      stock: size.stock_qty,
    };
  });
  const colours = row.colours.map(({ name, hex }) => ({ name, hex }));
  return {
    id: row.id,
    hash: row.hash,
    name: row.name,
    sku: row.sku,
    description: row.description,
    finish: row.finish,
    brand: row.brand,
    vendor:
      row.vendor_id === null || row.vendor_name === null
        ? null
        : { id: row.vendor_id, name: row.vendor_name },
    category: listedCategory(category),
    parent_category: top.id === category.id ? null : listedCategory(top),
    unit: shownUnit(category.unit, sizes[0]?.uom),
    min_unit: DEFAULT_MIN_UNIT,
    // The vendor's uploaded photos at the page's width, in their order (decision 0098); else a photo set
    // otherwise; seeded products have none (nothing can be downloaded): the client draws each colour.
    gallery:
      photoRows.length > 0
        ? photoRows.map(({ token }) => ({ url: productPhotoUrl(token, 1200), colour: null, hex: null }))
        : row.photo
          ? [{ url: row.photo, colour: null, hex: null }]
          : colours.map((colour) => ({ url: null, colour: colour.name, hex: colour.hex })),
    colour: colours,
    sizes,
    price: sizes[0]?.price ?? 0,
  };
}
