import { CART_MESSAGES, MAX_CART_QTY } from '@showroom/contract/cart';
import { MAX_CHECKLIST_ITEMS, PROJECT_CHECKLIST_MESSAGES } from '@showroom/contract/projects';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../lib/http-error.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { projects } from '../carts/projects-schema.ts';
import type { ChecklistItem } from './checklist-quantities.ts';
import { type ChecklistRole, project_checklist_items } from './project-checklist-schema.ts';

/** Who is changing the list. */
export interface ChecklistActor {
  userId: number;
  role: ChecklistRole;
}

/** What an append did: lines new to the list, and lines already on it whose quantity went up. */
export interface SavedItems {
  added: number;
  increased: number;
}

/** The same product, size and colour twice in one request is one line of their summed quantity. */
function mergedItems(items: readonly ChecklistItem[]): ChecklistItem[] {
  const lines = new Map<string, ChecklistItem>();
  for (const item of items) {
    const key = `${item.product_id}|${item.size_id ?? ''}|${item.colour ?? ''}`;
    const line = lines.get(key);
    if (!line) {
      lines.set(key, { ...item });
      continue;
    }
    line.qty += item.qty;
    line.area_sqft =
      line.area_sqft !== null && item.area_sqft !== null ? line.area_sqft + item.area_sqft : null;
    line.waste_percent = line.area_sqft === null ? null : line.waste_percent;
    line.note = item.note ?? line.note;
  }
  return [...lines.values()];
}

/** Locks the project row, so changes to one list run one after another (positions stay in order). */
async function lockProject(tx: Database, projectId: number): Promise<void> {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
}

async function nextPosition(tx: Database, projectId: number): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${project_checklist_items.position})` })
    .from(project_checklist_items)
    .where(eq(project_checklist_items.project_id, projectId));
  return (row?.last ?? -1) + 1;
}

async function refuseOverfullList(tx: Database, projectId: number): Promise<void> {
  const [row] = await tx
    .select({ lines: count() })
    .from(project_checklist_items)
    .where(eq(project_checklist_items.project_id, projectId));
  if ((row?.lines ?? 0) > MAX_CHECKLIST_ITEMS)
    throw fieldError('items', PROJECT_CHECKLIST_MESSAGES.tooManyItems);
}

/**
 * Puts items on a project's list in `tx` (all or none): `append` adds each to the line of the same
 * product, size and colour (its quantity, and its area when both were measured) or as a new line at
 * the end; otherwise the list is replaced by exactly these items. 422 on `items.N.qty` when a line
 * would pass MAX_CART_QTY, on `items` when the list would pass MAX_CHECKLIST_ITEMS.
 */
export async function saveChecklistItems(
  tx: Database,
  projectId: number,
  items: readonly ChecklistItem[],
  append: boolean,
  actor: ChecklistActor,
  clock: Clock,
): Promise<SavedItems> {
  await lockProject(tx, projectId);
  const now = clock.now();
  if (!append)
    await tx.delete(project_checklist_items).where(eq(project_checklist_items.project_id, projectId));
  let position = await nextPosition(tx, projectId);
  const saved: SavedItems = { added: 0, increased: 0 };
  const lines = mergedItems(items);
  for (const [index, item] of lines.entries()) {
    const t = project_checklist_items;
    const [line] = await tx
      .insert(t)
      .values({
        project_id: projectId,
        ...item,
        added_by_user_id: actor.userId,
        added_by_role: actor.role,
        position,
        created_at: now,
        updated_at: now,
      })
      .onConflictDoUpdate({
        target: [t.project_id, t.product_id, t.size_id, t.colour],
        set: {
          qty: sql`${t.qty} + excluded.qty`,
          area_sqft: sql`case when ${t.area_sqft} is not null and excluded.area_sqft is not null
            then round((${t.area_sqft} + excluded.area_sqft)::numeric, 2)::double precision end`,
          waste_percent: sql`case when ${t.area_sqft} is not null and excluded.area_sqft is not null
            then ${t.waste_percent} end`,
          note: sql`coalesce(excluded.note, ${t.note})`,
          // More of it is wanted again: it is no longer bought.
          checked: false,
          updated_at: now,
        },
        setWhere: sql`${t.qty} + excluded.qty <= ${MAX_CART_QTY}`,
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    // Throwing rolls back what was saved already: the request is all or nothing.
    if (!line) throw fieldError(`items.${index}.qty`, CART_MESSAGES.qtyTooLarge);
    if (line.inserted) {
      saved.added += 1;
      position += 1;
    } else saved.increased += 1;
  }
  await refuseOverfullList(tx, projectId);
  await tx.update(projects).set({ updated_at: now }).where(eq(projects.id, projectId));
  return saved;
}

/** A line and its project, or null for no such line. */
export async function findChecklistLine(db: Database, lineId: number) {
  const [line] = await db
    .select()
    .from(project_checklist_items)
    .where(eq(project_checklist_items.id, lineId));
  return line ?? null;
}
export type ChecklistLineRow = NonNullable<Awaited<ReturnType<typeof findChecklistLine>>>;

/** A line's quantity, check mark or note (what is given); false when the line is gone meanwhile. */
export async function updateChecklistLine(
  tx: Database,
  line: Pick<ChecklistLineRow, 'id' | 'project_id'>,
  changes: { qty?: number | undefined; checked?: boolean | undefined; note?: string | null | undefined },
  clock: Clock,
): Promise<boolean> {
  const note = changes.note === undefined ? undefined : changes.note?.trim() || null;
  const rows = await tx
    .update(project_checklist_items)
    .set({
      ...(changes.qty !== undefined && { qty: changes.qty }),
      ...(changes.checked !== undefined && { checked: changes.checked }),
      ...(note !== undefined && { note }),
      updated_at: clock.now(),
    })
    .where(
      and(eq(project_checklist_items.id, line.id), eq(project_checklist_items.project_id, line.project_id)),
    )
    .returning({ id: project_checklist_items.id });
  return rows.length > 0;
}

/** Removes a line; false when it was gone already. */
export async function removeChecklistLine(
  tx: Database,
  line: Pick<ChecklistLineRow, 'id' | 'project_id'>,
): Promise<boolean> {
  const rows = await tx
    .delete(project_checklist_items)
    .where(
      and(eq(project_checklist_items.id, line.id), eq(project_checklist_items.project_id, line.project_id)),
    )
    .returning({ id: project_checklist_items.id });
  return rows.length > 0;
}
