import { type VendorImport, vendorImportResponseSchema } from '@showroom/contract/vendor-import';
import { and, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client.ts';
import { brands, categories } from '../modules/catalog/catalog-schema.ts';
import { multipartBody } from './multipart-body.ts';
import type { TestApp } from './test-app.ts';

/** The CSV header of the import tests: the vendor's own words, which the mapping guesses. */
export const IMPORT_HEADER = 'Item Number,Product Name,Category,Brand,Price,Qty,Width,Box Sqft,Colours';

/** A sub-category sold by the piece and one sold by the box, and a brand line of the vendor's. */
export async function importWords(db: Database, vendorId: number) {
  const sub = (unit: 'Box' | 'Piece') =>
    db
      .select({ slug: categories.slug })
      .from(categories)
      .where(and(isNotNull(categories.parent_id), eq(categories.unit, unit)))
      .orderBy(categories.id)
      .limit(1);
  const [[piece], [box], [brand]] = await Promise.all([
    sub('Piece'),
    sub('Box'),
    db
      .select({ name: brands.name })
      .from(brands)
      .where(eq(brands.vendor_id, vendorId))
      .orderBy(brands.id)
      .limit(1),
  ]);
  return { piece: piece!.slug, box: box!.slug, brand: brand!.name };
}

/** Uploads CSV text as a browser's form does; answers the response. */
export function uploadCsv(
  t: TestApp,
  headers: Record<string, string>,
  csv: string,
  fileName = 'catalogue.csv',
) {
  const body = multipartBody({}, [{ name: 'file', fileName, type: 'text/csv', bytes: Buffer.from(csv) }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/vendor/imports',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

/** Asks for the import until its run has ended (the runner works in the background). */
export async function waitForRun(
  t: TestApp,
  headers: Record<string, string>,
  id: number,
): Promise<VendorImport> {
  for (let tries = 0; tries < 600; tries += 1) {
    const response = await t.app.inject({ method: 'GET', url: `/api/vendor/imports/${id}`, headers });
    expect(response.statusCode).toBe(200);
    const { data } = vendorImportResponseSchema.parse(response.json());
    if (data.state === 'done' || data.state === 'failed') return data;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`import ${id} did not finish`);
}
