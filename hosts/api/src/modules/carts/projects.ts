import type { ProjectFromDraftRequest } from '@showroom/contract/account';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { projects } from './projects-schema.ts';

type Draft = Omit<ProjectFromDraftRequest, 'showroom'>;

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

export type AttachOutcome = { ok: true; cartId: number } | { ok: false; missing: 'cart' | 'project' };

/**
 * Gives the visitor's temporary cart (is_cart, that temp id, no owner yet) to the user and ties it to
 * one of the user's own projects. Re-sending the same request is harmless; a cart another user already
 * owns counts as unknown.
 */
export async function attachCartToProject(
  db: Database,
  userId: number,
  { re_temp_project_id, project_id }: { re_temp_project_id: string; project_id: number },
  clock: Clock,
): Promise<AttachOutcome> {
  const [project] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, project_id), eq(projects.user_id, userId), eq(projects.is_cart, false)));
  if (!project) return { ok: false, missing: 'project' };
  const [cart] = await db
    .update(projects)
    .set({ user_id: userId, attached_project_id: project.id, updated_at: clock.now() })
    .where(
      and(
        eq(projects.temp_project_id, re_temp_project_id),
        eq(projects.is_cart, true),
        or(isNull(projects.user_id), eq(projects.user_id, userId)),
      ),
    )
    .returning({ id: projects.id });
  return cart ? { ok: true, cartId: cart.id } : { ok: false, missing: 'cart' };
}
