import type { ProjectFromDraftRequest } from '@showroom/contract/account';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../lib/raw-rows.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { projects } from './projects-schema.ts';

export type Draft = Omit<ProjectFromDraftRequest, 'showroom'>;

/** A project from the saved draft item (spec §4): showroom, floor plan, template; `project` goes to extra_info. */
export async function createProjectFromDraft(
  db: Database,
  userId: number,
  showroomId: number,
  draft: Draft,
  clock: Clock,
): Promise<number> {
  const now = clock.now();
  const [row] = await db
    .insert(projects)
    .values({
      user_id: userId,
      showroom_id: showroomId,
      floorplan: draft.floorplan ?? null,
      floor_template: draft.floorTemplate ?? null,
      extra_info: draft.project ?? null,
      is_cart: false,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: projects.id });
  return row!.id;
}

/** Removes a project the user just made from a draft (the undo of `createProjectFromDraft`). */
export async function deleteDraftProject(db: Database, userId: number, projectId: number): Promise<void> {
  await db
    .delete(projects)
    .where(and(eq(projects.id, projectId), eq(projects.user_id, userId), eq(projects.is_cart, false)));
}

/** The id of one of the user's own projects (not a cart); null for anyone else's or a missing one. */
export async function findOwnDesignProject(
  db: Database,
  userId: number,
  projectId: number,
): Promise<number | null> {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.user_id, userId), eq(projects.is_cart, false)));
  return project?.id ?? null;
}

/** A cart's owner and project before it was attached: what undoing the attach puts back. */
export interface AttachedCart {
  cartId: number;
  before: { userId: number | null; attachedProjectId: number | null };
}

/**
 * Gives the visitor's temporary cart (is_cart, that temp id, no owner yet) to the user and ties it to
 * the project, in one statement that answers what the cart had before. Re-sending the same request
 * is harmless; a cart another user already owns counts as unknown (null).
 */
export async function attachVisitorCart(
  db: Database,
  userId: number,
  attach: { tempProjectId: string; projectId: number },
  clock: Clock,
): Promise<AttachedCart | null> {
  const [row] = rowsOf<{ id: number; user_id: number | null; attached_project_id: number | null }>(
    await db.execute(sql`
      update ${projects} as cart
      set user_id = ${userId}, attached_project_id = ${attach.projectId},
        updated_at = ${clock.now().toISOString()}::timestamptz
      from (
        select id, user_id, attached_project_id from ${projects}
        where temp_project_id = ${attach.tempProjectId} and is_cart
          and (user_id is null or user_id = ${userId})
        for update
      ) as before
      where cart.id = before.id
      returning cart.id, before.user_id, before.attached_project_id`),
  );
  if (!row) return null;
  const nullable = (id: number | null) => (id === null ? null : Number(id));
  return {
    cartId: Number(row.id),
    before: { userId: nullable(row.user_id), attachedProjectId: nullable(row.attached_project_id) },
  };
}

/** Gives the cart back its owner and project from before `attachVisitorCart` (its undo). */
export async function detachVisitorCart(db: Database, attached: AttachedCart, clock: Clock): Promise<void> {
  await db
    .update(projects)
    .set({
      user_id: attached.before.userId,
      attached_project_id: attached.before.attachedProjectId,
      updated_at: clock.now(),
    })
    .where(eq(projects.id, attached.cartId));
}
