import { z } from 'zod/mini';
import { usStateField, usZipField, zipInStateCheck } from '../address/us-address-fields.ts';
import { envelopeSchema } from '../envelope/envelope.ts';
import { optionalText, requiredText } from '../validation/fields.ts';

/**
 * `PUT /api/vendor/account`: what a vendor completes after a pro's invitation (issue #24): the company
 * shoppers see on products, who to reach, and the warehouse orders are picked up from (a US address,
 * its ZIP code in its state, as the shipping address's rule).
 */
export const vendorAccountRequestSchema = z
  .object({
    company_name: requiredText('company name'),
    contact_name: requiredText('contact name'),
    phone: requiredText('phone', 30).check(
      z.regex(/^[\d\s()+.-]{7,30}$/, 'The phone field format is invalid.'),
    ),
    warehouse_address: requiredText('warehouse address'),
    warehouse_city: requiredText('warehouse city', 100),
    warehouse_state: usStateField('warehouse state'),
    warehouse_zip: usZipField('warehouse zip'),
    /** A brand line to add (products are listed under one of the vendor's brand lines); blank adds none. */
    new_brand: optionalText('new brand', 100),
  })
  .check(zipInStateCheck('warehouse_state', 'warehouse_zip'));
export type VendorAccountRequest = z.input<typeof vendorAccountRequestSchema>;
export type VendorAccountInput = z.infer<typeof vendorAccountRequestSchema>;

/** The parts of the set-up the portal's home asks for until they are done. */
export const VENDOR_SETUP_STEPS = ['company', 'contact', 'warehouse', 'brand', 'payout'] as const;
export type VendorSetupStep = (typeof VENDOR_SETUP_STEPS)[number];
export const VENDOR_SETUP_LABELS: Readonly<Record<VendorSetupStep, string>> = {
  company: 'Your company name',
  contact: 'A contact person and phone',
  warehouse: 'The warehouse address orders are picked up from',
  brand: 'At least one brand line to list products under',
  payout: 'Your payout details: the bank account delivered items are paid to',
};

export const VENDOR_ACCOUNT_MESSAGES = {
  saved: 'Your account details are saved.',
  complete: 'Your account is complete: showrooms can sell your products.',
} as const;

/** `GET`/`PUT /api/vendor/account`: the vendor's details as saved (null: not given yet) and what is missing. */
export const vendorAccountSchema = z.object({
  email: z.string(),
  company_name: z.nullable(z.string()),
  contact_name: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  warehouse_address: z.nullable(z.string()),
  warehouse_city: z.nullable(z.string()),
  warehouse_state: z.nullable(z.string()),
  warehouse_zip: z.nullable(z.string()),
  brands: z.array(z.string()),
  missing: z.array(z.enum(VENDOR_SETUP_STEPS)),
});
export type VendorAccount = z.infer<typeof vendorAccountSchema>;
export const vendorAccountResponseSchema = envelopeSchema(vendorAccountSchema);
export type VendorAccountResponse = z.infer<typeof vendorAccountResponseSchema>;
