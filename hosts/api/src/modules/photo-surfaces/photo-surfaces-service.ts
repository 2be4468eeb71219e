import {
  PHOTO_SURFACE_MESSAGES as M,
  type PhotoQuad,
  type PhotoSurfaceFields,
  type PhotoSurfaces,
  quadInPhoto,
} from '@showroom/contract/projects';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { product_sizes, products } from '../catalog/catalog-schema.ts';
import { roomPhotoOf } from '../project-files/index.ts';
import { project_files } from '../project-files/project-files-schema.ts';
import { project_photo_surfaces } from './photo-surfaces-schema.ts';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface PhotoSurfacesDeps {
  db: Database;
  clock: Clock;
}

/** What a save gives: the photo's surfaces, no such photo, or 422 field errors (`surfaces.0.corners`). */
export type SaveOutcome = PhotoSurfaces | 'missing' | { errors: Record<string, string[]> };

const sizeLabel = sql<string>`concat_ws(' x ', ${product_sizes.width_size}, ${product_sizes.height_size}, ${product_sizes.length_size})`;

/** The room photo `token` of the project (a chat file or PDF has no surfaces), locked when `lock`. */
async function roomPhoto(tx: Database | Transaction, projectId: number, token: string, lock: boolean) {
  const query = tx
    .select({ id: project_files.id, width: project_files.width, height: project_files.height })
    .from(project_files)
    .where(roomPhotoOf(projectId, token));
  const [file] = await (lock ? query.for('update') : query);
  return file && file.width !== null && file.height !== null
    ? { id: file.id, width: file.width, height: file.height }
    : null;
}

async function listed(
  tx: Database | Transaction,
  token: string,
  file: { id: number; width: number; height: number },
) {
  const rows = await tx
    .select({
      id: project_photo_surfaces.id,
      kind: project_photo_surfaces.kind,
      label: project_photo_surfaces.label,
      corners: project_photo_surfaces.corners,
      length_from: project_photo_surfaces.length_from,
      length_to: project_photo_surfaces.length_to,
      length_inches: project_photo_surfaces.length_inches,
      colour: project_photo_surfaces.colour,
      updated_at: project_photo_surfaces.updated_at,
      product: { id: products.id, hash: products.hash, name: products.name, photo: products.photo },
      colours: products.colours,
      size_id: product_sizes.id,
      size_label: sizeLabel,
    })
    .from(project_photo_surfaces)
    .innerJoin(products, eq(products.id, project_photo_surfaces.product_id))
    .leftJoin(product_sizes, eq(product_sizes.id, project_photo_surfaces.size_id))
    .where(eq(project_photo_surfaces.file_id, file.id))
    .orderBy(asc(project_photo_surfaces.position));
  const latest = rows.reduce<Date | null>((a, r) => (a && a > r.updated_at ? a : r.updated_at), null);
  return {
    file_id: token,
    width: file.width,
    height: file.height,
    updated_at: latest?.toISOString() ?? null,
    surfaces: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      label: row.label,
      corners: row.corners,
      length_corners: [row.length_from, row.length_to] as [number, number],
      length_inches: row.length_inches,
      product: row.product,
      size: row.size_id === null ? null : { id: row.size_id, label: row.size_label },
      colour: row.colours.find((c) => c.name === row.colour) ?? null,
    })),
  } satisfies PhotoSurfaces;
}

/** Field errors the schema cannot see: corners past the photo's edges, products, sizes, colours. */
async function problems(
  tx: Transaction,
  photo: { width: number; height: number },
  surfaces: readonly PhotoSurfaceFields[],
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const productIds = [...new Set(surfaces.map((s) => s.product_id))];
  const sizeIds = surfaces.flatMap((s) => (s.size_id ? [s.size_id] : []));
  const found = productIds.length
    ? await tx
        .select({ id: products.id, colours: products.colours })
        .from(products)
        .where(and(inArray(products.id, productIds), isNull(products.archived_at)))
    : [];
  const sizes = sizeIds.length
    ? await tx
        .select({ id: product_sizes.id, product_id: product_sizes.product_id })
        .from(product_sizes)
        .where(inArray(product_sizes.id, sizeIds))
    : [];
  for (const [i, surface] of surfaces.entries()) {
    const at = (field: string, message: string) => {
      errors[`surfaces.${i}.${field}`] = [message];
    };
    if (!quadInPhoto(surface.corners as unknown as PhotoQuad, photo)) at('corners', M.outsidePhoto);
    const product = found.find((p) => p.id === surface.product_id);
    if (!product) {
      at('product_id', M.productMissing);
      continue;
    }
    if (surface.size_id && !sizes.some((s) => s.id === surface.size_id && s.product_id === product.id)) {
      at('size_id', M.sizeMissing);
    }
    if (surface.colour && !product.colours.some((c) => c.name === surface.colour))
      at('colour', M.colourMissing);
  }
  return errors;
}

/**
 * A room photo's surfaces (decision 0114). The routes admit only the project's participants first; the
 * service answers only a room photo of that project (any other id is `missing`, a 404).
 */
export function createPhotoSurfacesService({ db, clock }: PhotoSurfacesDeps) {
  return {
    async list(projectId: number, token: string): Promise<PhotoSurfaces | 'missing'> {
      const file = await roomPhoto(db, projectId, token, false);
      return file ? listed(db, token, file) : 'missing';
    },

    /**
     * Replaces the photo's surfaces with `surfaces`, under the photo's row lock so two editors' saves
     * land one after the other (the later one wins whole, never a mix of both).
     */
    async replace(
      projectId: number,
      token: string,
      userId: number,
      surfaces: readonly PhotoSurfaceFields[],
    ): Promise<SaveOutcome> {
      return db.transaction(async (tx) => {
        const file = await roomPhoto(tx, projectId, token, true);
        if (!file) return 'missing';
        const errors = await problems(tx, file, surfaces);
        if (Object.keys(errors).length > 0) return { errors };
        await tx.delete(project_photo_surfaces).where(eq(project_photo_surfaces.file_id, file.id));
        if (surfaces.length > 0) {
          const now = clock.now();
          await tx.insert(project_photo_surfaces).values(
            surfaces.map((surface, position) => ({
              file_id: file.id,
              project_id: projectId,
              position,
              kind: surface.kind,
              label: surface.label,
              corners: surface.corners.map(([x, y]) => [x, y] as [number, number]),
              length_from: surface.length_corners[0],
              length_to: surface.length_corners[1],
              length_inches: surface.length_inches,
              product_id: surface.product_id,
              size_id: surface.size_id ?? null,
              colour: surface.colour ?? null,
              updated_by: userId,
              updated_at: now,
            })),
          );
        }
        return listed(tx, token, file);
      });
    },
  };
}

export type PhotoSurfacesService = ReturnType<typeof createPhotoSurfacesService>;
