import type { OrderPayment } from '@showroom/contract/checkout';
import {
  DESIGNER_HIRE_MESSAGES,
  designerHireFeeCents,
  designerShareCents,
} from '@showroom/contract/projects';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../lib/http-error.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';
import { projects } from '../carts/projects-schema.ts';
import { paymentTokenFor } from '../checkout/index.ts';
import { findDesignerPublicProfile } from '../pros/index.ts';
import { designer_hires } from './designer-hires-schema.ts';
import { type HireOutcome, type HireRow, recordHire } from './record-hire.ts';

export interface HireDeps {
  db: Database;
  clock: Clock;
  payments: PaymentGateway;
}

/** The processor's own idempotency key of a hire: a retry of the row never authorizes twice. */
export const hireGatewayKey = (row: Pick<HireRow, 'id'>) => `designer-hire-${row.id}`;

export interface HireInput {
  projectId: number;
  designerId: number;
  payment: OrderPayment;
}

/**
 * Hires a designer for the homeowner's project (decision 0108): the hire is written `pending` under the
 * project's row lock (two tabs' keys make one hire: the second is told it is being paid or done), then
 * the fee is authorized with the row's own gateway key, captured, and the row marked paid with the
 * `project_designers` row in one transaction. The same Idempotency-Key again resumes a row a crash left
 * pending (the gateway answers the first authorization: nothing is charged twice) or replays a paid one.
 * The caller has checked that the homeowner owns the project.
 */
export async function hireDesigner(
  deps: HireDeps,
  homeownerId: number,
  key: string,
  input: HireInput,
): Promise<HireOutcome> {
  const known = await rowOfKey(deps.db, homeownerId, key);
  if (known) {
    if (known.project_id !== input.projectId || known.designer_id !== input.designerId)
      throw fieldError('idempotency_key', DESIGNER_HIRE_MESSAGES.keyReused);
    return finishHire(deps, known);
  }
  const feeCents = await feeOf(deps.db, input.designerId);
  await refuseIfHired(deps.db, input.projectId, input.designerId);
  const token = await paymentTokenFor(deps, homeownerId, input.payment);
  const row = await deps.db.transaction(async (tx) => {
    // The project's row lock orders two tabs' hires: the second sees the first's pending row.
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, input.projectId)).for('update');
    await refuseIfHired(tx, input.projectId, input.designerId);
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
      .returning();
    return inserted!;
  });
  return finishHire(deps, row);
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

async function refuseIfHired(db: Database, projectId: number, designerId: number): Promise<void> {
  const [live] = await db
    .select({ status: designer_hires.status })
    .from(designer_hires)
    .where(and(eq(designer_hires.project_id, projectId), eq(designer_hires.designer_id, designerId)));
  if (live) {
    throw fieldError(
      'designer',
      live.status === 'paid' ? DESIGNER_HIRE_MESSAGES.alreadyHired : DESIGNER_HIRE_MESSAGES.inProgress,
    );
  }
}

/**
 * Charges a pending hire and records it; a paid row is answered as it is (a replay). A refused card
 * deletes the pending row (nothing is kept of a hire that did not happen) and answers 422 on `payment`
 * with the processor's words.
 */
export async function finishHire(deps: HireDeps, row: HireRow): Promise<HireOutcome> {
  if (row.status === 'paid') return { row, hired: false };
  const authorized = await deps.payments.authorize({
    amountCents: row.fee_cents,
    paymentToken: row.gateway_token,
    idempotencyKey: hireGatewayKey(row),
    description: 'Designer consultation fee',
  });
  if (!authorized.ok) {
    await deps.db
      .delete(designer_hires)
      .where(and(eq(designer_hires.id, row.id), eq(designer_hires.status, 'pending')));
    throw fieldError('payment', authorized.message);
  }
  await deps.payments.capture(authorized.authorizationId);
  const charge = { authorizationId: authorized.authorizationId, ...authorized.card };
  const outcome = await deps.db.transaction((tx) => recordHire(tx, deps.clock, row, charge));
  if (outcome.row.status !== 'paid') {
    // The abandoned-hires job dropped this row while the retry was charging: give the money back.
    await deps.payments.refund(authorized.authorizationId, {
      amountCents: row.fee_cents,
      idempotencyKey: `${hireGatewayKey(row)}-dropped`,
    });
    throw fieldError('payment', DESIGNER_HIRE_MESSAGES.attemptExpired);
  }
  return outcome;
}
