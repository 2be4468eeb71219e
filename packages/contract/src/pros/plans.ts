import { PREMIUM_PLAN } from '../constants/constants.ts';
import { POLICY } from '../constants/content-constants.ts';

/**
 * What a pro can buy in the console (issue #23, item 9). Premium's price is the spec's (§9); Basic's is
 * the seed's historic $49 and the custom addon's $99 are ours (decision 0089). Every one is billed
 * monthly, in advance, and renews until cancelled. A pro holds at most one plan (Basic or Premium) and
 * the addon on top.
 */
export const PLAN_KEYS = ['basic', 'premium', 'custom_addon'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export interface PlanOffer {
  /** The spec's name, as `subscriptions.plan` and `latest_subscription.plan` carry it. */
  readonly name: string;
  /** US dollars a month. */
  readonly amount: number;
  /** A plan replaces the pro's other plan; the addon comes on top of either. */
  readonly kind: 'plan' | 'addon';
  readonly text: string;
}

export const BASIC_PLAN = { name: 'Basic', amount: 49 } as const;
export const CUSTOM_ADDON = { name: 'Custom addon', amount: 99 } as const;

export const PLAN_OFFERS: Readonly<Record<PlanKey, PlanOffer>> = {
  basic: {
    ...BASIC_PLAN,
    kind: 'plan',
    text: 'Your showroom, your markup, embeds on your site and payouts, in the platform’s colours.',
  },
  premium: {
    ...PREMIUM_PLAN,
    kind: 'plan',
    text: 'Everything in Basic, in your theme colour with your logo.',
  },
  custom_addon: {
    ...CUSTOM_ADDON,
    kind: 'addon',
    text: 'Your theme colour and logo on top of any plan, with help setting up your showroom.',
  },
};

/** Every plan is paid a month in advance and renews a month later. */
export const BILLING_PERIOD = { months: 1, label: 'month' } as const;

/** Spec help text: plans auto-renew unless cancelled; a cancellation takes up to 24 hours. */
export const PLAN_RENEWAL_NOTE = `Plans renew automatically unless you cancel; cancelling takes up to ${POLICY.subscriptionCancellationHours} hours.`;
