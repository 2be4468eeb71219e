import { formatMessage, proProjectPath } from '@showroom/contract';
import { DESIGNER_HIRE_MESSAGES } from '@showroom/contract/projects';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { projects } from '../carts/projects-schema.ts';
import { users } from '../identity/users-schema.ts';
import { createNotification } from '../notifications/index.ts';
import { project_designers } from '../project-access/project-designers-schema.ts';
import { designer_hires } from './designer-hires-schema.ts';

export type HireRow = typeof designer_hires.$inferSelect;

/** What the hire came to: the paid row, and whether this call wrote the hire (so it tells the designer). */
export interface HireOutcome {
  row: HireRow;
  hired: boolean;
}

export interface HireCharge {
  authorizationId: string;
  brand: string;
  last4: string;
}

/**
 * Records a captured hire in one transaction: the row paid (its fee now the designer's payout earning),
 * the designer a participant of the project (`project_designers`, which the access rule reads) and
 * notified in the app (the notification's trigger sends the live event). Under the row's lock, so a
 * retry racing a slow first call records it once.
 */
export async function recordHire(
  tx: Database,
  clock: Clock,
  row: HireRow,
  charge: HireCharge,
): Promise<HireOutcome> {
  const [pending] = await tx
    .select()
    .from(designer_hires)
    .where(and(eq(designer_hires.id, row.id), eq(designer_hires.status, 'pending')))
    .for('update');
  if (!pending) {
    const [done] = await tx.select().from(designer_hires).where(eq(designer_hires.id, row.id));
    return { row: done ?? row, hired: false };
  }
  const now = clock.now();
  const [paid] = await tx
    .update(designer_hires)
    .set({
      status: 'paid',
      authorization_id: charge.authorizationId,
      card_brand: charge.brand,
      card_last4: charge.last4,
      paid_at: now,
    })
    .where(eq(designer_hires.id, row.id))
    .returning();
  await tx
    .insert(project_designers)
    .values({
      project_id: row.project_id,
      designer_id: row.designer_id,
      fee_cents: row.fee_cents,
      hired_at: now,
      hire_id: row.id,
    })
    .onConflictDoNothing();
  await createNotification(
    tx,
    row.designer_id,
    {
      title: DESIGNER_HIRE_MESSAGES.designerNotificationTitle,
      message: await hireSummary(tx, row),
      link: proProjectPath(row.project_id),
    },
    clock,
  );
  return { row: paid!, hired: true };
}

/** "Olivia Bennett hired you for “Kitchen”…": the notification's and the mail's sentence. */
export async function hireSummary(db: Database, row: Pick<HireRow, 'project_id'>): Promise<string> {
  const [names] = await db
    .select({ first: users.first_name, last: users.last_name, project: projects.name })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.user_id))
    .where(eq(projects.id, row.project_id));
  const homeowner = `${names?.first ?? ''} ${names?.last ?? ''}`.trim();
  // Projects made before issue #25 (a saved design) have no name of their own.
  if (!names?.project)
    return formatMessage(DESIGNER_HIRE_MESSAGES.designerNotificationTextUnnamed, { homeowner });
  return formatMessage(DESIGNER_HIRE_MESSAGES.designerNotificationText, {
    homeowner,
    project: names.project,
  });
}
