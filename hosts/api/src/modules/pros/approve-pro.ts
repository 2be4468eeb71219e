import { MARKUP } from '@showroom/contract';
import { drawShowroomId, PRO_MESSAGES } from '@showroom/contract/pro';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { type AuditActor, recordAdminAction } from '../admin-audit/index.ts';
import { categories } from '../catalog/catalog-schema.ts';
import { users } from '../identity/users-schema.ts';
import { PRO_TYPES } from '../showrooms/index.ts';
import { shop_profile_categories, shop_profiles } from '../showrooms/showrooms-schema.ts';
import { pro_applications } from './pro-applications-schema.ts';

/** A clash is one in ~10^11 per showroom; a handful of draws in a row means something else is wrong. */
const MAX_DRAWS = 8;

export interface ApprovedPro {
  userId: number;
  email: string;
  firstName: string;
  vsdId: string;
  companyName: string;
}

export interface ApproveProDeps {
  db: Database;
  clock: Clock;
  /** An index below `size`, uniformly (node:crypto's randomInt; tests make clashes with their own). */
  randomIndex: (size: number) => number;
}

const notFound = () => new HttpError(404, { message: PRO_MESSAGES.proNotFound });

/**
 * Approves a pending Contractor or Designer in one transaction: status Approve, and their showroom
 * (the application's company, the standard markup, a new Showroom ID). The pro's row is locked first,
 * so of two admins approving at once the second waits, then finds the pro no longer pending: one
 * showroom, one mail. A pro who already has a showroom (made before applications existed) keeps it.
 * The admin's action joins the audit log in the same transaction.
 */
export async function approvePro(
  deps: ApproveProDeps,
  userId: number,
  actor: AuditActor,
): Promise<ApprovedPro> {
  return deps.db.transaction(async (tx) => {
    const [pro] = await tx
      .select({
        type: users.type,
        status: users.status,
        email: users.email,
        first_name: users.first_name,
        last_name: users.last_name,
      })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!pro || !(PRO_TYPES as readonly string[]).includes(pro.type)) throw notFound();
    if (pro.status !== 'Pending')
      throw new HttpError(422, {
        message: PRO_MESSAGES.notPending,
        errors: { id: [PRO_MESSAGES.notPending] },
      });

    const now = deps.clock.now();
    await tx.update(users).set({ status: 'Approve', updated_at: now }).where(eq(users.id, userId));
    const [existing] = await tx
      .select({ vsdId: shop_profiles.vsd_id, companyName: shop_profiles.company_name })
      .from(shop_profiles)
      .where(eq(shop_profiles.user_id, userId));
    const base = { userId, email: pro.email, firstName: pro.first_name };
    const audit = (result: ApprovedPro) =>
      recordAdminAction(tx, {
        actor,
        action: 'pro.approve',
        subject: { type: 'user', id: userId },
        before: { status: pro.status },
        after: { status: 'Approve', vsd_id: result.vsdId, company_name: result.companyName },
        at: now,
      }).then(() => result);
    if (existing) return audit({ ...base, ...existing });

    const [application] = await tx
      .select({ company_name: pro_applications.company_name })
      .from(pro_applications)
      .where(eq(pro_applications.user_id, userId));
    const companyName = application?.company_name ?? `${pro.first_name} ${pro.last_name}`.trim();
    for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
      const vsdId = drawShowroomId(deps.randomIndex);
      // DO NOTHING, not an error: a clash must not abort the transaction, it just draws again.
      const [created] = await tx
        .insert(shop_profiles)
        .values({
          user_id: userId,
          vsd_id: vsdId,
          company_name: companyName,
          markup_percent: MARKUP.standardPercent,
          created_at: now,
          updated_at: now,
        })
        .onConflictDoNothing()
        .returning({ id: shop_profiles.id });
      if (created) {
        // A new showroom carries the whole catalogue until the pro chooses (console "Showroom").
        await tx.execute(
          sql`insert into ${shop_profile_categories} (shop_profile_id, category_id)
              select ${created.id}, ${categories.id} from ${categories} where ${categories.parent_id} is null`,
        );
        return audit({ ...base, vsdId, companyName });
      }
    }
    throw new Error(`no free Showroom ID after ${MAX_DRAWS} draws`);
  });
}
