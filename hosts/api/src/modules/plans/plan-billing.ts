import { brandingAllowed } from '@showroom/contract';
import { dollars } from '@showroom/contract/money';
import { PLAN_OFFERS, type PlanBilling, type PlanSubscription } from '@showroom/contract/pro';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payment_methods } from '../payments/payment-methods-schema.ts';
import { latestSubscriptionOf } from '../showrooms/index.ts';
import { shop_profiles } from '../showrooms/showrooms-schema.ts';
import { plan_charges, plan_subscriptions } from './plans-schema.ts';

/** How many plans and receipts the console lists: years of monthly charges of a plan and the addon. */
const LISTED = 60;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The console's billing of a pro: plans held or held before, receipts, the saved card, and §4's answer. */
export async function readPlanBilling(db: Database, gateway: string, userId: number): Promise<PlanBilling> {
  const held = await db
    .select()
    .from(plan_subscriptions)
    .where(eq(plan_subscriptions.user_id, userId))
    .orderBy(desc(plan_subscriptions.created_at), desc(plan_subscriptions.id))
    .limit(LISTED);
  const charges = await db
    .select()
    .from(plan_charges)
    .where(eq(plan_charges.user_id, userId))
    .orderBy(desc(plan_charges.created_at), desc(plan_charges.id))
    .limit(LISTED);
  const [card] = await db
    .select()
    .from(payment_methods)
    .where(and(eq(payment_methods.user_id, userId), eq(payment_methods.gateway, gateway)))
    .orderBy(desc(payment_methods.created_at), desc(payment_methods.id))
    .limit(1);
  return {
    subscriptions: held.map(
      (row): PlanSubscription => ({
        id: row.id,
        plan: row.plan,
        name: PLAN_OFFERS[row.plan].name,
        amount: dollars(row.amount_cents),
        status: row.status,
        paid_until: iso(row.paid_until),
        cancelled_at: iso(row.cancelled_at),
        failure: row.failure,
        card: row.card_brand && row.card_last4 ? { brand: row.card_brand, last4: row.card_last4 } : null,
      }),
    ),
    receipts: charges.map((row) => ({
      id: row.id,
      plan: row.plan,
      name: PLAN_OFFERS[row.plan].name,
      amount: dollars(row.amount_cents),
      reason: row.reason,
      charged_at: row.created_at.toISOString(),
      card_brand: row.card_brand,
      card_last4: row.card_last4,
      reference: row.authorization_id,
    })),
    saved_card: card
      ? {
          brand: card.brand,
          last4: card.last4,
          exp_date: `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year).slice(-2)}`,
        }
      : null,
    branding: await brandingOf(db, userId),
  };
}

/** Spec §4 read from the same rows the shop profile is made of. */
async function brandingOf(db: Database, userId: number): Promise<boolean> {
  const [profile] = await db
    .select({ status: shop_profiles.custom_addon_status })
    .from(shop_profiles)
    .where(eq(shop_profiles.user_id, userId));
  return brandingAllowed({
    custom_addon: profile ? { subscription_status: profile.status } : null,
    latest_subscription: await latestSubscriptionOf(db, userId),
  }).allowed;
}
