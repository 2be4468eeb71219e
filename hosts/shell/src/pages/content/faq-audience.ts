import type { FaqTab } from '@showroom/commerce-ui/order-faq';

/** Pros (contractors and designers) run showrooms; Users are homeowners. */
const PRO_TYPES = new Set(['Contractor', 'Designer']);

/**
 * Which FAQ tabs a visitor sees (spec §2): contractors get "How it Works", Users "How the product
 * works". Visitors and other types (Vendor, Admin) see both, since a visitor may be either.
 */
export function tabsFor(tabs: readonly FaqTab[], userType: string | undefined): FaqTab[] {
  const audience = userType === 'User' ? 'user' : userType && PRO_TYPES.has(userType) ? 'pro' : null;
  return tabs.filter((tab) => !tab.audience || audience === null || tab.audience === audience);
}
