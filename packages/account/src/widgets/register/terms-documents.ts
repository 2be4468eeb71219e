import { POLICY } from '@showroom/contract/constants';

export interface TermsDocument {
  readonly title: string;
  /** Shown under the title, e.g. the date of the last update. */
  readonly note?: string;
  readonly sections: readonly { readonly heading: string; readonly text: string }[];
}

/**
 * The Terms of Use and Privacy Policy shown in the registration popups, from spec §1; the figures
 * come from the contract's POLICY constants so they cannot drift from the rest of the product.
 */
export const TERMS_DOCUMENTS = {
  terms: {
    title: 'Terms of Use',
    sections: [
      {
        heading: 'Your account',
        text: 'You register with your zip code, phone number, email, name and a password. You must be at least 13 years old; under 18 you need the consent of a parent or guardian.',
      },
      {
        heading: 'Fees and prices',
        text: 'Fees are paid in advance. Item prices are estimates until confirmed; if a price changes you may accept or reject it. Plans renew automatically unless cancelled by email to support, which takes up to 24 hours.',
      },
      {
        heading: 'Refunds and returns',
        text: `Refunds are at the provider's discretion. You have ${POLICY.returnWindowDays} days to return an item, at your own shipping cost; the initial shipping cost is deducted from the refund as a restocking fee, never more than the return shipping cost. Vendors have ${POLICY.vendorRefundDays} days to apply a refund.`,
      },
      {
        heading: 'Disputes',
        text: `Disputes go to binding arbitration under California law. Claims must be filed within ${POLICY.claimFilingYears} year. Liability is limited to the greater of the fees you paid or $${POLICY.liabilityFloorUsd}.`,
      },
    ],
  },
  privacy: {
    title: 'Privacy Policy',
    note: 'Last updated May 3, 2021.',
    sections: [
      {
        heading: 'What we collect',
        text: 'The details you give when you register, shop and contact us: your name, email, phone, addresses and order history.',
      },
      {
        heading: 'How we use and share it',
        text: 'To run your account and orders, and to share with the pros and vendors who fulfil them. We disclose information only as needed to provide the service or as the law requires.',
      },
      {
        heading: 'Security',
        text: 'We protect your information with reasonable safeguards and may contact you electronically about the security of your account.',
      },
    ],
  },
} as const satisfies Record<string, TermsDocument>;

export type TermsDocumentName = keyof typeof TERMS_DOCUMENTS;
