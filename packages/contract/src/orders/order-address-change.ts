import { z } from 'zod/mini';
import { usStateField, usZipField, zipInStateCheck } from '../address/us-address-fields.ts';
import { optionalText, requiredText } from '../validation/fields.ts';

/**
 * `PUT /api/orders/{id}/address` (the owner, within the 60-minute window of spec §9, decision 0079):
 * the order's new shipping address, checked by the US-address rule. It stays in the order's state,
 * so the tax charged stays right; the answer is the order (`orderDetailResponseSchema`).
 */
export const orderAddressChangeRequestSchema = z
  .object({
    street: requiredText('street'),
    apartment: optionalText('apartment', 100),
    city: requiredText('city', 100),
    state: usStateField('state'),
    zip_code: usZipField('zip_code'),
  })
  .check(zipInStateCheck('state', 'zip_code'));
export type OrderAddressChangeRequest = z.input<typeof orderAddressChangeRequestSchema>;
