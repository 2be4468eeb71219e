import { PREMIUM_PLAN } from '../constants/constants.ts';

/** The words a status may use for "active": the server's `active`, the stored selection's 1 / 'true'. */
const ACTIVE_WORDS = ['active', 'true', '1'];

/** Whether an addon or subscription status counts as active. */
export function isSubscriptionActive(status: string | null | undefined): boolean {
  return !!status && ACTIVE_WORDS.includes(status.trim().toLowerCase());
}

/** What spec §4 reads of a pro to decide on branding: the custom addon and the latest subscription. */
export interface BrandingPlanSource {
  readonly custom_addon?: { readonly subscription_status: string | null } | null;
  readonly latest_subscription?: { readonly plan: string; readonly paid_amount: number } | null;
}

/**
 * Spec §4: a pro's theme colour and logo show when their custom addon is active, or their latest
 * subscription is the Premium plan paid at its price. The one rule the shell, the widgets, the console's
 * Showroom screen (logo upload) and the server read; a theme colour is needed on top to show one.
 */
export function planAllowsBranding(source: BrandingPlanSource | null | undefined): boolean {
  const plan = source?.latest_subscription;
  const premium = plan?.plan === PREMIUM_PLAN.name && plan.paid_amount === PREMIUM_PLAN.amount;
  return premium || isSubscriptionActive(source?.custom_addon?.subscription_status);
}
