import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { randomAlphanumeric } from '../../lib/secrets.ts';
import type { Clock } from '../clock/clock.ts';
import { brandOf, isValidCardNumber, isValidCvc, isValidExpiry } from './card-checks.ts';
import type {
  AuthorizeRequest,
  AuthorizeResult,
  CardBrand,
  CardField,
  CardInput,
  DeclineCode,
  FoundAuthorization,
  PaymentGateway,
  RefundRequest,
  SaveCardResult,
  SavedCard,
} from './payment-gateway.ts';
import { sandbox_card_tokens, sandbox_charges, sandbox_refunds } from './sandbox-gateway-schema.ts';
import { SANDBOX_DECLINES, sandboxDeclineMessage, sandboxOutcomeOf } from './sandbox-test-cards.ts';

export type TokenizeResult = { ok: true; card: SavedCard } | { ok: false; fields: CardField[] };

/** The sandbox's tokenize endpoint's work: format checks, then a token with display data only. */
export interface SandboxGateway extends PaymentGateway {
  tokenize(card: CardInput, options?: { reusable?: boolean }): Promise<TokenizeResult>;
}

function formatErrors(card: CardInput, now: Date): CardField[] {
  const fields: CardField[] = [];
  if (!isValidCardNumber(card.number)) fields.push('card_number');
  if (!isValidExpiry(card.expMonth, card.expYear, now)) fields.push('exp_date');
  if (!isValidCvc(card.cvc, brandOf(card.number))) fields.push('cvv');
  return fields;
}

/**
 * The default gateway, playing a card processor in test mode with its books in our database
 * (tables `sandbox_card_tokens`, `sandbox_charges`): tokens, authorizations, captures, voids and
 * refunds behave as a processor's would, so checkout, retries and the void job are exercised for real.
 */
export function createSandboxGateway({ db, clock }: { db: Database; clock: Clock }): SandboxGateway {
  async function tokenize(card: CardInput, options: { reusable?: boolean } = {}): Promise<TokenizeResult> {
    const fields = formatErrors(card, clock.now());
    if (fields.length > 0) return { ok: false, fields };
    const saved: SavedCard = {
      token: `${options.reusable ? 'sandbox_card' : 'tok_sandbox'}_${randomAlphanumeric(24)}`,
      brand: brandOf(card.number),
      last4: card.number.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear,
    };
    await db.insert(sandbox_card_tokens).values({
      token: saved.token,
      brand: saved.brand,
      last4: saved.last4,
      exp_month: saved.expMonth,
      exp_year: saved.expYear,
      outcome: sandboxOutcomeOf(card.number),
      reusable: options.reusable ?? false,
      created_at: clock.now(),
    });
    return { ok: true, card: saved };
  }

  async function setChargeState(id: string, from: string, to: 'captured' | 'voided'): Promise<void> {
    const [row] = await db.select().from(sandbox_charges).where(eq(sandbox_charges.id, id));
    if (!row) throw new Error(`No such sandbox charge: ${id}`);
    if (row.state === to) return;
    if (row.state !== from) throw new Error(`Sandbox charge ${id} is ${row.state}, cannot become ${to}.`);
    await db.update(sandbox_charges).set({ state: to }).where(eq(sandbox_charges.id, id));
  }

  return {
    name: 'sandbox',
    tokenize,

    async saveCard(card: CardInput): Promise<SaveCardResult> {
      const decline = SANDBOX_DECLINES[card.number];
      const fields = formatErrors(card, clock.now());
      if (fields.length > 0) return { ok: false, fields };
      // Saving a card checks it with the bank, as a processor does: a declining card is refused here.
      if (decline) return { ok: false, fields: [decline.field], message: decline.message };
      return tokenize(card, { reusable: true });
    },

    async saveCardToken(token: string): Promise<SaveCardResult> {
      const [row] = await db
        .update(sandbox_card_tokens)
        .set({ reusable: true, used_at: clock.now() })
        .where(and(eq(sandbox_card_tokens.token, token), isNull(sandbox_card_tokens.used_at)))
        .returning();
      if (!row)
        return { ok: false, fields: ['card_number'], message: sandboxDeclineMessage('invalid_token') };
      if (row.outcome !== 'ok') {
        const decline = Object.values(SANDBOX_DECLINES).find((each) => each.code === row.outcome);
        return decline
          ? { ok: false, fields: [decline.field], message: decline.message }
          : { ok: false, fields: ['card_number'] };
      }
      return {
        ok: true,
        card: {
          token: row.token,
          brand: row.brand as CardBrand,
          last4: row.last4,
          expMonth: row.exp_month,
          expYear: row.exp_year,
        },
      };
    },

    async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
      const [existing] = await db
        .select()
        .from(sandbox_charges)
        .where(eq(sandbox_charges.idempotency_key, request.idempotencyKey));
      const [card] = await db
        .select()
        .from(sandbox_card_tokens)
        .where(eq(sandbox_card_tokens.token, existing?.token ?? request.paymentToken));
      const refuse = (code: DeclineCode): AuthorizeResult => ({
        ok: false,
        declineCode: code,
        message: sandboxDeclineMessage(code),
      });
      if (!card) return refuse('invalid_token');
      const shown = { brand: card.brand as CardBrand, last4: card.last4 };
      if (existing) return { ok: true, authorizationId: existing.id, card: shown };
      if (card.outcome !== 'ok') return refuse(card.outcome as DeclineCode);
      const id = `ch_sandbox_${randomAlphanumeric(24)}`;
      // Spending a single-use token and recording its charge commit together: a process killed between
      // the two must not leave the token spent without the authorization its retry would find.
      const created = await db.transaction(async (tx) => {
        if (!card.reusable) {
          // A single-use token is spent by its first authorization, exactly once even when raced.
          const spent = await tx
            .update(sandbox_card_tokens)
            .set({ used_at: clock.now() })
            .where(and(eq(sandbox_card_tokens.token, card.token), isNull(sandbox_card_tokens.used_at)))
            .returning({ token: sandbox_card_tokens.token });
          if (spent.length === 0) return 'spent' as const;
        }
        const [row] = await tx
          .insert(sandbox_charges)
          .values({
            id,
            token: card.token,
            amount_cents: request.amountCents,
            state: 'authorized',
            idempotency_key: request.idempotencyKey,
            created_at: clock.now(),
          })
          .onConflictDoNothing()
          .returning({ id: sandbox_charges.id });
        return row;
      });
      if (created === 'spent') return refuse('invalid_token');
      if (created) return { ok: true, authorizationId: created.id, card: shown };
      // Lost a race on the same idempotency key: the winner's authorization is the answer.
      const [winner] = await db
        .select({ id: sandbox_charges.id })
        .from(sandbox_charges)
        .where(eq(sandbox_charges.idempotency_key, request.idempotencyKey));
      if (!winner) return refuse('processing_error');
      return { ok: true, authorizationId: winner.id, card: shown };
    },

    async findAuthorization(idempotencyKey: string): Promise<FoundAuthorization | null> {
      const [row] = await db
        .select({
          id: sandbox_charges.id,
          state: sandbox_charges.state,
          brand: sandbox_card_tokens.brand,
          last4: sandbox_card_tokens.last4,
        })
        .from(sandbox_charges)
        .innerJoin(sandbox_card_tokens, eq(sandbox_card_tokens.token, sandbox_charges.token))
        .where(eq(sandbox_charges.idempotency_key, idempotencyKey));
      if (!row) return null;
      return {
        authorizationId: row.id,
        state: row.state,
        card: { brand: row.brand as CardBrand, last4: row.last4 },
      };
    },

    capture: (id) => setChargeState(id, 'authorized', 'captured'),
    void: (id) => setChargeState(id, 'authorized', 'voided'),

    async refund(id: string, { amountCents, idempotencyKey }: RefundRequest): Promise<void> {
      // One transaction: the refund is recorded under its key only if the charge took it.
      await db.transaction(async (tx) => {
        const [first] = await tx
          .insert(sandbox_refunds)
          .values({
            idempotency_key: idempotencyKey,
            charge_id: id,
            amount_cents: amountCents,
            created_at: clock.now(),
          })
          .onConflictDoNothing()
          .returning({ key: sandbox_refunds.idempotency_key });
        if (!first) return; // A repeated request: refunded already, as a processor answers it.
        const [row] = await tx
          .update(sandbox_charges)
          .set({
            refunded_cents: sql`${sandbox_charges.refunded_cents} + ${amountCents}`,
            state: sql`case when ${sandbox_charges.refunded_cents} + ${amountCents} = ${sandbox_charges.amount_cents} then 'refunded' else ${sandbox_charges.state} end`,
          })
          .where(
            and(
              eq(sandbox_charges.id, id),
              sql`${sandbox_charges.state} in ('captured', 'refunded')`,
              sql`${sandbox_charges.refunded_cents} + ${amountCents} <= ${sandbox_charges.amount_cents}`,
            ),
          )
          .returning({ id: sandbox_charges.id });
        if (!row) {
          throw new Error(
            `Sandbox charge ${id} is not captured or has less than ${amountCents} cents left to refund.`,
          );
        }
      });
    },
  };
}
