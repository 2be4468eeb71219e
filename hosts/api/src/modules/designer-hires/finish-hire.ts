import { DESIGNER_HIRE_MESSAGES } from '@showroom/contract/projects';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../lib/http-error.ts';
import { addMs, type Clock, MINUTE_MS } from '../../providers/clock/clock.ts';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';
import { type CapturedCharge, chargeClaimed } from '../payments/index.ts';
import { designer_hires } from './designer-hires-schema.ts';
import { type HireOutcome, type HireRow, recordHire } from './record-hire.ts';

export interface HireDeps {
  db: Database;
  clock: Clock;
  payments: PaymentGateway;
}

/** The processor's own idempotency key of a hire: a retry of the row never authorizes twice. */
export const hireGatewayKey = (row: Pick<HireRow, 'id'>) => `designer-hire-${row.id}`;

/** A call charging a row holds it this long; a call that died is taken over after it (decision 0115). */
export const HIRE_CHARGE_CLAIM_MS = 2 * MINUTE_MS;

/**
 * Claims a pending row for this call: one call at a time charges a hire, so a second call of the key
 * (another tab, a retry racing a slow first call) never charges beside it nor deletes the row on a
 * refusal while the first is charging. The claim is `leased_until`, the same column the abandoned-hires
 * job leases by, so neither ever works on a row the other holds.
 */
async function claim(deps: HireDeps, row: HireRow): Promise<HireRow | undefined> {
  const now = deps.clock.now();
  const [claimed] = await deps.db
    .update(designer_hires)
    .set({ leased_until: addMs(now, HIRE_CHARGE_CLAIM_MS) })
    .where(
      and(
        eq(designer_hires.id, row.id),
        eq(designer_hires.status, 'pending'),
        or(isNull(designer_hires.leased_until), lt(designer_hires.leased_until, now)),
      ),
    )
    .returning();
  return claimed;
}

/** Only the claim's holder may change the row: a call that outlived its claim touches nothing. */
const heldBy = (claimed: HireRow) =>
  and(
    eq(designer_hires.id, claimed.id),
    eq(designer_hires.status, 'pending'),
    // The claim was just written, so it is set.
    eq(designer_hires.leased_until, claimed.leased_until!),
  );

/**
 * Charges a pending hire and records it; a paid row is answered as it is (a replay). One call at a time
 * charges it (payments' `chargeClaimed`, shared with AI design's credit packs): a row another call is
 * charging answers 409 "being paid"; a definite decline deletes the pending row and answers 422 on
 * `payment`; an unsure one (`processing_error`) or a failure keeps the row and frees it for the same
 * key's retry (502: the tab keeps its attempt), or for the abandoned-hires job, which asks the processor
 * what became of it.
 */
export async function finishHire(deps: HireDeps, row: HireRow): Promise<HireOutcome> {
  if (row.status === 'paid') return { row, hired: false };
  return chargeClaimed(deps.payments, {
    claim: () => claim(deps, row),
    async paid() {
      const [current] = await deps.db.select().from(designer_hires).where(eq(designer_hires.id, row.id));
      return current?.status === 'paid' ? { row: current, hired: false } : undefined;
    },
    authorization: (claimed) => ({
      amountCents: claimed.fee_cents,
      paymentToken: claimed.gateway_token,
      idempotencyKey: hireGatewayKey(claimed),
      description: 'Designer consultation fee',
    }),
    drop: async (claimed) => {
      await deps.db.delete(designer_hires).where(heldBy(claimed));
    },
    release: async (claimed) => {
      await deps.db.update(designer_hires).set({ leased_until: null }).where(heldBy(claimed));
    },
    record: (claimed, charge) => recordCharged(deps, claimed, charge),
    messages: {
      inProgress: DESIGNER_HIRE_MESSAGES.inProgress,
      unconfirmed: DESIGNER_HIRE_MESSAGES.unconfirmed,
    },
  });
}

async function recordCharged(deps: HireDeps, claimed: HireRow, charge: CapturedCharge): Promise<HireOutcome> {
  const paid = { authorizationId: charge.authorizationId, ...charge.card };
  const outcome = await deps.db.transaction((tx) => recordHire(tx, deps.clock, claimed, paid));
  if (outcome.row.status !== 'paid') {
    // This call outlived its claim and the abandoned-hires job dropped the row: give the money back.
    await deps.payments.refund(charge.authorizationId, {
      amountCents: claimed.fee_cents,
      idempotencyKey: `${hireGatewayKey(claimed)}-dropped`,
    });
    throw fieldError('payment', DESIGNER_HIRE_MESSAGES.attemptExpired);
  }
  return outcome;
}
