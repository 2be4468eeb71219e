import { DEFAULT_SHIPPING_CHARGE } from '../constants/content-constants.ts';
import { toCents } from './cents.ts';

/**
 * Shipping is free nationwide (spec §1), so the charge is the spec's default 0 for every address and
 * it is not taxed; the checkout flag changes nothing yet. When rates arrive they are computed here.
 */
export function shippingChargeCents(_address: { state: string; zip_code: string } | null): number {
  return toCents(DEFAULT_SHIPPING_CHARGE);
}
