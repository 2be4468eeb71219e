import { describe, expect, it } from 'vitest';
import { BRANDING_MESSAGES, brandingAllowed } from './branding.ts';

describe('brandingAllowed (spec §4 Theming)', () => {
  it('allows an active custom addon, whatever the plan', () => {
    expect(brandingAllowed({ custom_addon: { subscription_status: 'active' } })).toEqual({ allowed: true });
  });

  it('allows a latest subscription to Premium paid at 199', () => {
    const plan = { latest_subscription: { plan: 'Premium', paid_amount: 199 } };
    expect(brandingAllowed(plan)).toEqual({ allowed: true });
  });

  it('refuses Basic, a Premium paid at another amount, an inactive addon, and nothing at all, with the reason', () => {
    const locked = { allowed: false, reason: BRANDING_MESSAGES.locked };
    expect(brandingAllowed({ latest_subscription: { plan: 'Basic', paid_amount: 99 } })).toEqual(locked);
    expect(brandingAllowed({ latest_subscription: { plan: 'Premium', paid_amount: 99 } })).toEqual(locked);
    expect(brandingAllowed({ custom_addon: { subscription_status: 'cancelled' } })).toEqual(locked);
    expect(brandingAllowed({})).toEqual(locked);
  });
});
