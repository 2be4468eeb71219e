import type { SavedCardSummary } from '@showroom/contract/payments';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payment_methods } from './payment-methods-schema.ts';

/** The shop account's newest saved card with this gateway, as a payment step offers it; null when none. */
export async function savedCardSummaryOf(
  db: Database,
  gateway: string,
  userId: number,
): Promise<SavedCardSummary | null> {
  const [card] = await db
    .select()
    .from(payment_methods)
    .where(and(eq(payment_methods.user_id, userId), eq(payment_methods.gateway, gateway)))
    .orderBy(desc(payment_methods.created_at), desc(payment_methods.id))
    .limit(1);
  if (!card) return null;
  return {
    brand: card.brand,
    last4: card.last4,
    exp_date: `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`,
  };
}
