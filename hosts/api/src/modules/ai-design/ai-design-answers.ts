import type {
  AiDesignRequestRecord,
  AiDesignRequestSummary,
  AiDesignResult,
  AiPhoto,
} from '@showroom/contract/design-ai';
import { asc, eq, inArray } from 'drizzle-orm';
import { type ai_design_requests, ai_designs } from './ai-designs-schema.ts';
import { type AiPhotoDeps, photosByIds } from './ai-photos.ts';

export type DesignRequestRow = typeof ai_design_requests.$inferSelect;

/** The photos the rows were made with, by id (a deleted one is missing). */
const photosOf = (deps: AiPhotoDeps, rows: readonly DesignRequestRow[]) =>
  photosByIds(
    deps,
    rows.flatMap((row) => (row.inputs.photo === null ? [] : [row.inputs.photo])),
  );

function requestRecordOf(row: DesignRequestRow, photos: ReadonlyMap<number, AiPhoto>): AiDesignRequestRecord {
  return {
    id: row.id,
    room_type: row.inputs.room_type,
    width_ft: row.inputs.width_ft,
    length_ft: row.inputs.length_ft,
    budget_cents: row.inputs.budget_cents,
    credits_spent: row.credits_spent,
    credits_left: row.credits_left,
    generator: row.generator ?? 'catalogue',
    note: row.note ?? '',
    created_at: row.created_at.toISOString(),
    photo: (row.inputs.photo !== null && photos.get(row.inputs.photo)) || null,
    photo_removed: row.inputs.photo !== null && !photos.has(row.inputs.photo),
    // Requests from before surfaces were asked have none in their inputs.
    photo_surfaces: row.inputs.photo_surfaces ?? [],
  };
}

/** A completed request with its designs as they were answered. */
export async function requestResultOf(deps: AiPhotoDeps, row: DesignRequestRow): Promise<AiDesignResult> {
  const designs = await deps.db
    .select()
    .from(ai_designs)
    .where(eq(ai_designs.request_id, row.id))
    .orderBy(asc(ai_designs.position));
  return {
    request: requestRecordOf(row, await photosOf(deps, [row])),
    designs: designs.map((design) => ({
      id: design.id,
      title: design.title,
      summary: design.summary,
      total_cents: design.total_cents,
      within_budget: design.within_budget,
      draft: design.draft,
      items: design.items,
      render_url: design.render_url,
    })),
  };
}

/** The list's rows: each request with its designs' titles and totals. */
export async function requestSummariesOf(
  deps: AiPhotoDeps,
  rows: readonly DesignRequestRow[],
): Promise<AiDesignRequestSummary[]> {
  if (rows.length === 0) return [];
  const photos = await photosOf(deps, rows);
  const designs = await deps.db
    .select({
      id: ai_designs.id,
      request_id: ai_designs.request_id,
      title: ai_designs.title,
      total_cents: ai_designs.total_cents,
      render_url: ai_designs.render_url,
    })
    .from(ai_designs)
    .where(
      inArray(
        ai_designs.request_id,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(ai_designs.request_id), asc(ai_designs.position));
  return rows.map((row) => ({
    ...requestRecordOf(row, photos),
    designs: designs
      .filter((design) => design.request_id === row.id)
      .map(({ request_id: _request, ...design }) => design),
  }));
}
