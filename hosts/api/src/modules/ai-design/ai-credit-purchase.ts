import type { OrderPayment } from '@showroom/contract/checkout';
import { AI_DESIGN_MESSAGES, type AiCreditPurchase, aiCreditPack } from '@showroom/contract/design-ai';
import { ORDER_MESSAGES } from '@showroom/contract/orders';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { fieldError } from '../../lib/http-error.ts';
import { type Clock, MINUTE_MS } from '../../providers/clock/clock.ts';
import type { PaymentGateway } from '../../providers/payment-gateways/payment-gateway.ts';
import { paymentTokenFor } from '../checkout/index.ts';
import { type CapturedCharge, chargeClaimed } from '../payments/index.ts';
import { ai_users } from './ai-accounts-schema.ts';
import { changeCredits } from './ai-credits.ts';
import { ai_credit_purchases } from './ai-credits-schema.ts';

export interface AiPurchaseDeps {
  db: Database;
  clock: Clock;
  payments: PaymentGateway;
}

type PurchaseRow = typeof ai_credit_purchases.$inferSelect;

/** The processor's own idempotency key of a purchase: a retry of the row never authorizes twice. */
export const aiPurchaseGatewayKey = (row: Pick<PurchaseRow, 'id'>) => `ai-credits-${row.id}`;

/**
 * Buys a credit pack (decision 0110), as a designer hire is paid: the purchase is written `pending`
 * under the Idempotency-Key, then authorized with the row's own gateway key, captured, and marked paid
 * with its ledger line under the AI user's row lock. The same key again finishes a row a crash left
 * pending (the processor answers its first authorization) or replays a paid one: one charge, one grant.
 * `mainUserId`: the shop account signed in with `Authorization`, whose saved card may pay (and keep a
 * new card); without one, only the card frame's token pays.
 */
export async function buyAiCredits(
  deps: AiPurchaseDeps,
  aiUserId: number,
  mainUserId: number | null,
  key: string,
  input: { pack: string; payment: OrderPayment },
): Promise<AiCreditPurchase> {
  const pack = aiCreditPack(input.pack);
  if (!pack) throw fieldError('pack', AI_DESIGN_MESSAGES.unknownPack);
  const known = await rowOfKey(deps.db, aiUserId, key);
  if (known) {
    if (known.pack !== pack.id) throw fieldError('idempotency_key', AI_DESIGN_MESSAGES.keyReused);
    return finishPurchase(deps, known);
  }
  const token = await tokenOf(deps, mainUserId, input.payment);
  const [inserted] = await deps.db
    .insert(ai_credit_purchases)
    .values({
      ai_user_id: aiUserId,
      pack: pack.id,
      credits: pack.credits,
      price_cents: pack.price_cents,
      idempotency_key: key,
      gateway: deps.payments.name,
      gateway_token: token,
      created_at: deps.clock.now(),
    })
    .onConflictDoNothing()
    .returning();
  // Two calls with one key: the second finishes the first's row.
  const row = inserted ?? (await rowOfKey(deps.db, aiUserId, key));
  if (!row) throw new Error('the purchase row vanished');
  return finishPurchase(deps, row);
}

async function tokenOf(deps: AiPurchaseDeps, mainUserId: number | null, payment: OrderPayment) {
  if (mainUserId !== null) return paymentTokenFor(deps, mainUserId, payment);
  if ('saved_card' in payment) throw fieldError('payment', ORDER_MESSAGES.savedCardMissing);
  return payment.card_token;
}

async function rowOfKey(db: Database, aiUserId: number, key: string): Promise<PurchaseRow | undefined> {
  const [row] = await db
    .select()
    .from(ai_credit_purchases)
    .where(and(eq(ai_credit_purchases.ai_user_id, aiUserId), eq(ai_credit_purchases.idempotency_key, key)));
  return row;
}

/** A charge taken on this long ago and not paid is taken over (its call died). */
export const AI_PURCHASE_CLAIM_MS = 2 * MINUTE_MS;

/**
 * Claims a pending purchase for this call (`charging_since`, taken over after 2 minutes, as checkout
 * claims a cart), so a second call of the same key (another tab, a retry racing a slow first call) is
 * told it is in progress (409) instead of charging too, or of deleting the row on the single-use
 * token's refusal while the first charges it.
 */
async function claim(deps: AiPurchaseDeps, row: PurchaseRow): Promise<PurchaseRow | undefined> {
  const now = deps.clock.now();
  const [claimed] = await deps.db
    .update(ai_credit_purchases)
    .set({ charging_since: now })
    .where(
      and(
        eq(ai_credit_purchases.id, row.id),
        eq(ai_credit_purchases.status, 'pending'),
        or(
          isNull(ai_credit_purchases.charging_since),
          lt(ai_credit_purchases.charging_since, new Date(now.getTime() - AI_PURCHASE_CLAIM_MS)),
        ),
      ),
    )
    .returning();
  return claimed;
}

/** Only the claim's holder may change the row: a call that outlived its claim touches nothing. */
const heldBy = (claimed: PurchaseRow) =>
  and(
    eq(ai_credit_purchases.id, claimed.id),
    eq(ai_credit_purchases.status, 'pending'),
    // The claim was just written, so it is set.
    eq(ai_credit_purchases.charging_since, claimed.charging_since!),
  );

/**
 * Charges a pending purchase and records it, one call at a time (payments' `chargeClaimed`, as a
 * designer hire is charged, decision 0115). The processor is called outside any transaction (PGlite has
 * one connection). Only a definite decline deletes the pending row (422 on `payment`); an unsure one
 * (`processing_error`) or a failure keeps it and frees the claim, so the same key's retry finishes it
 * (502: the tab keeps its attempt; the processor's key charges once).
 */
async function finishPurchase(deps: AiPurchaseDeps, row: PurchaseRow): Promise<AiCreditPurchase> {
  if (row.status === 'paid') return answerOf(deps.db, row);
  return chargeClaimed(deps.payments, {
    claim: () => claim(deps, row),
    async paid() {
      const [current] = await deps.db
        .select()
        .from(ai_credit_purchases)
        .where(eq(ai_credit_purchases.id, row.id));
      return current?.status === 'paid' ? answerOf(deps.db, current) : undefined;
    },
    authorization: (claimed) => ({
      amountCents: claimed.price_cents,
      paymentToken: claimed.gateway_token,
      idempotencyKey: aiPurchaseGatewayKey(claimed),
      description: `AI design credits: ${claimed.credits}`,
    }),
    drop: async (claimed) => {
      await deps.db.delete(ai_credit_purchases).where(heldBy(claimed));
    },
    release: async (claimed) => {
      await deps.db.update(ai_credit_purchases).set({ charging_since: null }).where(heldBy(claimed));
    },
    record: (claimed, charge) => recordPurchase(deps, claimed, charge),
    messages: {
      inProgress: AI_DESIGN_MESSAGES.inProgress,
      unconfirmed: AI_DESIGN_MESSAGES.paymentUnconfirmed,
    },
  });
}

/** The grant and `paid` in one transaction under the row's lock: once, whichever call gets there. */
async function recordPurchase(
  deps: AiPurchaseDeps,
  claimed: PurchaseRow,
  charge: CapturedCharge,
): Promise<AiCreditPurchase> {
  await deps.db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(ai_credit_purchases)
      .where(and(eq(ai_credit_purchases.id, claimed.id), eq(ai_credit_purchases.status, 'pending')))
      .for('update');
    // A call that took the claim over after 2 minutes recorded it first.
    if (!pending) return;
    await changeCredits(tx, deps.clock, pending.ai_user_id, 'purchase', pending.credits, pending.id);
    await tx
      .update(ai_credit_purchases)
      .set({
        status: 'paid',
        authorization_id: charge.authorizationId,
        card_brand: charge.card.brand,
        card_last4: charge.card.last4,
        paid_at: deps.clock.now(),
      })
      .where(eq(ai_credit_purchases.id, pending.id));
  });
  const [fresh] = await deps.db
    .select()
    .from(ai_credit_purchases)
    .where(eq(ai_credit_purchases.id, claimed.id));
  return answerOf(deps.db, fresh ?? claimed);
}

async function answerOf(db: Database, row: PurchaseRow): Promise<AiCreditPurchase> {
  const [user] = await db
    .select({ credits: ai_users.credits })
    .from(ai_users)
    .where(eq(ai_users.id, row.ai_user_id));
  return {
    credits: user?.credits ?? 0,
    purchase: {
      id: row.id,
      credits: row.credits,
      price_cents: row.price_cents,
      card: { brand: row.card_brand ?? '', last4: row.card_last4 ?? '' },
    },
  };
}
