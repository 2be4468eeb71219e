import { randomUUID } from 'node:crypto';
import { PRODUCT_PHOTO_UPLOAD, type ProductPhoto, productPhotoUrl } from '@showroom/contract/vendor';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { products } from '../catalog/catalog-schema.ts';
import { webSizedImage } from '../leads/index.ts';
import { product_photos } from './product-photos-schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The photos after a change, or why there was none (`missing`: not the vendor's product or photo). */
export type PhotoOutcome =
  | { photos: ProductPhoto[] }
  | { problem: 'type' | 'dimensions' | 'full' | 'missing' | 'mismatch' };

const PUBLIC_COLUMNS = {
  token: product_photos.token,
  width: product_photos.width,
  height: product_photos.height,
};

const [SMALL, LARGE] = PRODUCT_PHOTO_UPLOAD.widths;

/** A product's photos in order, the first the main one (the caller knows the product is the vendor's). */
export async function photosOfProduct(
  tx: Database | Transaction,
  productId: number,
): Promise<ProductPhoto[]> {
  const rows = await tx
    .select(PUBLIC_COLUMNS)
    .from(product_photos)
    .where(eq(product_photos.product_id, productId))
    .orderBy(asc(product_photos.position), asc(product_photos.id));
  return rows.map((row) => ({
    id: row.token,
    url: productPhotoUrl(row.token, SMALL),
    large_url: productPhotoUrl(row.token, LARGE),
    width: row.width,
    height: row.height,
  }));
}

/** Locks the vendor's product row for a change of its photos; false when it is not theirs. */
async function lockedProduct(tx: Transaction, vendorId: number, productId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.vendor_id, vendorId)))
    .for('update');
  return row !== undefined;
}

/**
 * Numbers the photos 0.. in `order` and puts the first on the product, where every catalogue read (cards,
 * product page, cart lines, orders) finds it; the products table's trigger sends the catalog change notice,
 * so every process drops its cached lists. No photo left: the drawn picture again.
 */
async function settle(tx: Transaction, productId: number, order: string[]): Promise<ProductPhoto[]> {
  for (const [position, token] of order.entries()) {
    await tx
      .update(product_photos)
      .set({ position })
      .where(and(eq(product_photos.product_id, productId), eq(product_photos.token, token)));
  }
  const main = order[0];
  await tx
    .update(products)
    .set({ photo: main === undefined ? null : productPhotoUrl(main, SMALL) })
    .where(eq(products.id, productId));
  return photosOfProduct(tx, productId);
}

async function ownsProduct(db: Database, vendorId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.vendor_id, vendorId)));
  return row !== undefined;
}

/** The product's photos in order; null when the product is not the vendor's. */
export async function listProductPhotos(
  db: Database,
  vendorId: number,
  productId: number,
): Promise<ProductPhoto[] | null> {
  return (await ownsProduct(db, vendorId, productId)) ? photosOfProduct(db, productId) : null;
}

/**
 * Checks an upload (spec §5: type from the bytes, `maxdimensions`), keeps it at the web widths, and adds
 * it last (the first photo of a product becomes its main one). At most `maxFiles`, counted under the
 * product's row lock, so two tabs adding at once never pass the limit.
 */
export async function addProductPhoto(
  db: Database,
  vendorId: number,
  productId: number,
  bytes: Buffer,
): Promise<PhotoOutcome> {
  // Ownership first: another vendor's product costs no decoding.
  if (!(await ownsProduct(db, vendorId, productId))) return { problem: 'missing' };
  const image = await webSizedImage(bytes, PRODUCT_PHOTO_UPLOAD, PRODUCT_PHOTO_UPLOAD.widths);
  if ('problem' in image) return image;
  const [small, large] = image.sizes;
  if (!small || !large) throw new Error('a web size was not made');
  return db.transaction(async (tx) => {
    if (!(await lockedProduct(tx, vendorId, productId))) return { problem: 'missing' as const };
    const before = await photosOfProduct(tx, productId);
    if (before.length >= PRODUCT_PHOTO_UPLOAD.maxFiles) return { problem: 'full' as const };
    const token = randomUUID();
    await tx.insert(product_photos).values({
      token,
      product_id: productId,
      position: before.length,
      width: image.width,
      height: image.height,
      small,
      large,
    });
    return { photos: await settle(tx, productId, [...before.map((photo) => photo.id), token]) };
  });
}

/** Deletes one photo of the vendor's product (the vendor's own act; archiving never does). */
export async function removeProductPhoto(
  db: Database,
  vendorId: number,
  productId: number,
  token: string,
): Promise<PhotoOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lockedProduct(tx, vendorId, productId))) return { problem: 'missing' as const };
    const gone = await tx
      .delete(product_photos)
      .where(and(eq(product_photos.product_id, productId), eq(product_photos.token, token)))
      .returning({ id: product_photos.id });
    if (gone.length === 0) return { problem: 'missing' as const };
    const rest = await photosOfProduct(tx, productId);
    return {
      photos: await settle(
        tx,
        productId,
        rest.map((photo) => photo.id),
      ),
    };
  });
}

/** Puts the photos in the vendor's order; `mismatch` unless it names each of them exactly once. */
export async function reorderProductPhotos(
  db: Database,
  vendorId: number,
  productId: number,
  order: string[],
): Promise<PhotoOutcome> {
  return db.transaction(async (tx) => {
    if (!(await lockedProduct(tx, vendorId, productId))) return { problem: 'missing' as const };
    const current = new Set((await photosOfProduct(tx, productId)).map((photo) => photo.id));
    const named = new Set(order);
    if (named.size !== order.length || named.size !== current.size || order.some((id) => !current.has(id)))
      return { problem: 'mismatch' as const };
    return { photos: await settle(tx, productId, order) };
  });
}

/** A stored photo's webp at one web width, for the public route; null when there is none. */
export async function findProductPhoto(db: Database, token: string, width: number): Promise<Buffer | null> {
  const column = width === SMALL ? product_photos.small : product_photos.large;
  const [row] = await db
    .select({ content: column })
    .from(product_photos)
    .where(eq(product_photos.token, token));
  return row?.content ?? null;
}
