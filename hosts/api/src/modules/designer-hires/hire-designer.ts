import type { OrderPayment } from '@showroom/contract/checkout';
import {
  DESIGNER_HIRE_MESSAGES,
  designerHireFeeCents,
  designerShareCents,
} from '@showroom/contract/projects';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../lib/http-error.ts';
import { projects } from '../carts/projects-schema.ts';
import { paymentTokenFor } from '../checkout/index.ts';
import { findDesignerPublicProfile } from '../pros/index.ts';
import { designer_hires } from './designer-hires-schema.ts';
import { finishHire, type HireDeps } from './finish-hire.ts';
import type { HireOutcome, HireRow } from './record-hire.ts';

export interface HireInput {
  projectId: number;
  designerId: number;
  payment: OrderPayment;
}

/**
 * Hires a designer for the homeowner's project (decision 0108): the hire is written `pending` under the
 * project's row lock (two tabs' keys make one hire: the second is told it is being paid or done), then
 * charged by one call at a time (`finishHire`'s claim, decision 0115). The same Idempotency-Key again
 * resumes a row a crash left pending (the gateway answers the first authorization: nothing is charged
 * twice), is told 409 while another call charges it, or replays a paid one.
 * The caller has checked that the homeowner owns the project.
 */
export async function hireDesigner(
  deps: HireDeps,
  homeownerId: number,
  key: string,
  input: HireInput,
): Promise<HireOutcome> {
  const row =
    (await rowOfKey(deps.db, homeownerId, key)) ?? (await writePending(deps, homeownerId, key, input));
  if (row.project_id !== input.projectId || row.designer_id !== input.designerId)
    throw fieldError('idempotency_key', DESIGNER_HIRE_MESSAGES.keyReused);
  return finishHire(deps, row);
}

/** The pending row of a new hire; the key's own row when a call with the same key wrote it meanwhile. */
async function writePending(
  deps: HireDeps,
  homeownerId: number,
  key: string,
  input: HireInput,
): Promise<HireRow> {
  const feeCents = await feeOf(deps.db, input.designerId);
  const early = await sameKeyHire(deps.db, homeownerId, key, input);
  if (early) return early;
  let token: string;
  try {
    token = await paymentTokenFor(deps, homeownerId, input.payment);
  } catch (error) {
    // A call with the same key may have just kept the card, spending its single-use token.
    const raced = await rowOfKey(deps.db, homeownerId, key);
    if (raced) return raced;
    throw error;
  }
  return deps.db.transaction(async (tx) => {
    // The project's row lock orders two tabs' hires: the second sees the first's pending row.
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, input.projectId)).for('update');
    const raced = await sameKeyHire(tx, homeownerId, key, input);
    if (raced) return raced;
    const [inserted] = await tx
      .insert(designer_hires)
      .values({
        project_id: input.projectId,
        homeowner_id: homeownerId,
        designer_id: input.designerId,
        fee_cents: feeCents,
        designer_share_cents: designerShareCents(feeCents),
        idempotency_key: key,
        gateway: deps.payments.name,
        gateway_token: token,
        created_at: deps.clock.now(),
      })
      // The same key reused at once for another project: the caller is told the key was reused.
      .onConflictDoNothing({ target: [designer_hires.homeowner_id, designer_hires.idempotency_key] })
      .returning();
    const row = inserted ?? (await rowOfKey(tx, homeownerId, key));
    if (!row) throw new Error('the hire of this key vanished');
    return row;
  });
}

/** The fee of a designer who may be hired now; a 422 on `designer` otherwise. */
async function feeOf(db: Database, designerId: number): Promise<number> {
  const designer = await findDesignerPublicProfile(db, designerId);
  if (!designer) throw fieldError('designer', DESIGNER_HIRE_MESSAGES.noSuchDesigner);
  if (designer.hourly_rate_cents === null) throw fieldError('designer', DESIGNER_HIRE_MESSAGES.noRate);
  if (!designer.accepting_projects) throw fieldError('designer', DESIGNER_HIRE_MESSAGES.notAvailable);
  return designerHireFeeCents(designer.hourly_rate_cents);
}

async function rowOfKey(db: Database, homeownerId: number, key: string): Promise<HireRow | undefined> {
  const [row] = await db
    .select()
    .from(designer_hires)
    .where(and(eq(designer_hires.homeowner_id, homeownerId), eq(designer_hires.idempotency_key, key)));
  return row;
}

/**
 * The hire of this designer for the project when this key wrote it (a call racing the same key's
 * first); a 422 on `designer` when another key did ("being paid" or "already hired"); none otherwise.
 */
async function sameKeyHire(
  db: Database,
  homeownerId: number,
  key: string,
  input: HireInput,
): Promise<HireRow | undefined> {
  const [live] = await db
    .select()
    .from(designer_hires)
    .where(
      and(eq(designer_hires.project_id, input.projectId), eq(designer_hires.designer_id, input.designerId)),
    );
  if (!live || (live.homeowner_id === homeownerId && live.idempotency_key === key)) return live;
  throw fieldError(
    'designer',
    live.status === 'paid' ? DESIGNER_HIRE_MESSAGES.alreadyHired : DESIGNER_HIRE_MESSAGES.inProgress,
  );
}
