import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../providers/clock/clock.ts';
import { ai_users } from './ai-accounts-schema.ts';
import { type AiCreditReason, ai_credit_ledger } from './ai-credits-schema.ts';

/**
 * Changes an AI user's balance by `change` with its ledger line, inside the caller's transaction: the
 * row is locked first, so concurrent spends queue and each sees the balance the previous one left.
 * Returns the new balance, or null when a spend would take it below zero (nothing is written then).
 */
export async function changeCredits(
  tx: Database,
  clock: Clock,
  aiUserId: number,
  reason: AiCreditReason,
  change: number,
  sourceId: number | null,
): Promise<number | null> {
  const [locked] = await tx
    .select({ credits: ai_users.credits })
    .from(ai_users)
    .where(eq(ai_users.id, aiUserId))
    .for('update');
  if (!locked) return null;
  const balance = locked.credits + change;
  if (balance < 0) return null;
  await tx
    .update(ai_users)
    .set({ credits: sql`${ai_users.credits} + ${change}` })
    .where(eq(ai_users.id, aiUserId));
  await tx.insert(ai_credit_ledger).values({
    ai_user_id: aiUserId,
    reason,
    change,
    balance,
    source_id: sourceId,
    created_at: clock.now(),
  });
  return balance;
}

/** The balance as it is now. */
export async function creditsOf(db: Database, aiUserId: number): Promise<number> {
  const [row] = await db
    .select({ credits: ai_users.credits })
    .from(ai_users)
    .where(eq(ai_users.id, aiUserId));
  return row?.credits ?? 0;
}
