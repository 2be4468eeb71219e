import { PREMIUM_PLAN } from '../constants/constants.ts';

/** Why a pro's theme colour and logo are locked (spec §4 Theming), written once for server and console. */
export const BRANDING_MESSAGES = {
  locked: `Your theme colour and logo come with the custom addon or the Premium plan ($${PREMIUM_PLAN.amount}).`,
} as const;

/** What the spec §4 rule reads of a pro: the custom addon's status and the latest subscription. */
export interface BrandingPlan {
  readonly custom_addon?: { readonly subscription_status: string | null } | null;
  readonly latest_subscription?: { readonly plan: string; readonly paid_amount: number } | null;
}

export type BrandingVerdict =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: string };

/**
 * Whether an addon or subscription status counts as active. The shop profile carries the server's
 * status word; stored selections carry the spec's 1 / 'true' flag, so both forms pass.
 */
export function isSubscriptionActive(status: string | null | undefined): boolean {
  if (!status) return false;
  return ['active', 'true', '1'].includes(status.trim().toLowerCase());
}

/**
 * Spec §4 Theming: an active custom addon, or a latest subscription to Premium paid at 199, allows the
 * pro's theme colour and business logo. The one rule: the server refuses a locked pro's theme or logo
 * with its reason, the console shows what is locked, and the shell and widgets apply branding by it.
 */
export function brandingAllowed(plan: BrandingPlan): BrandingVerdict {
  const latest = plan.latest_subscription;
  const premium = latest?.plan === PREMIUM_PLAN.name && latest.paid_amount === PREMIUM_PLAN.amount;
  if (premium || isSubscriptionActive(plan.custom_addon?.subscription_status)) return { allowed: true };
  return { allowed: false, reason: BRANDING_MESSAGES.locked };
}
