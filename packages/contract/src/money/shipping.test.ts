import { describe, expect, it } from 'vitest';
import { DEFAULT_SHIPPING_CHARGE } from '../constants/content-constants.ts';
import { shippingChargeCents } from './shipping.ts';

describe('shippingChargeCents', () => {
  it("is the spec's default charge with or without an address", () => {
    expect(shippingChargeCents(null)).toBe(DEFAULT_SHIPPING_CHARGE * 100);
    expect(shippingChargeCents({ state: 'CA', zip_code: '90210' })).toBe(DEFAULT_SHIPPING_CHARGE * 100);
  });
});
