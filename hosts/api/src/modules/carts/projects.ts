import type { ProjectFromDraftRequest } from '@showroom/contract/account';
import type { CartMerge } from '@showroom/contract/cart';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { adoptVisitorCart, lockUser, newestCartOf } from './cart.ts';
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
  /** What merging the visitor's cart into the user's did, when this call merged (decision 0076). */
  merged?: CartMerge;
}

/**
 * Ties the cart the visitor's temp id names to the user's project (decision 0076). An unowned cart is
 * adopted first: claimed when the user has no cart, else merged into their newest cart, which is then
 * the one tied. A temp id that names no cart any more (a merge already spent it: the sign-in's cart
 * load and this call race) ties the user's newest cart. Null when there is none, or when the temp id
 * names another user's cart. Re-sending the same request is harmless.
 */
export async function attachVisitorCart(
  db: Database,
  userId: number,
  attach: { tempProjectId: string; projectId: number },
  clock: Clock,
): Promise<AttachedCart | null> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [named] = await tx
      .select({ id: projects.id, user_id: projects.user_id })
      .from(projects)
      .where(and(eq(projects.temp_project_id, attach.tempProjectId), eq(projects.is_cart, true)));
    if (named && named.user_id !== null && named.user_id !== userId) return null;
    const adopted = named?.user_id === null ? await adoptVisitorCart(tx, userId, named.id, clock) : null;
    const cartId =
      adopted?.id ?? (named?.user_id === userId ? named.id : (await newestCartOf(tx, userId))?.id);
    if (cartId === undefined) return null;
    const [before] = await tx
      .select({ attachedProjectId: projects.attached_project_id })
      .from(projects)
      .where(eq(projects.id, cartId))
      .for('update');
    await tx
      .update(projects)
      .set({ attached_project_id: attach.projectId, updated_at: clock.now() })
      .where(eq(projects.id, cartId));
    // Claimed by this call: undoing it gives the cart back to the visitor.
    const claimed = adopted !== null && adopted.id === named?.id;
    return {
      cartId,
      before: { userId: claimed ? null : userId, attachedProjectId: before?.attachedProjectId ?? null },
      ...(adopted?.merged ? { merged: adopted.merged } : {}),
    };
  });
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
