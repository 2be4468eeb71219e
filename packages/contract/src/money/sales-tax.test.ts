import { describe, expect, it } from 'vitest';
import { salesTaxCents, salesTaxOfState, US_STATE_SALES_TAX } from './sales-tax.ts';

describe('sales tax', () => {
  it('knows the 50 states and DC by code or name, in any case', () => {
    expect(Object.keys(US_STATE_SALES_TAX)).toHaveLength(51);
    expect(salesTaxOfState('CA')).toEqual({ state: 'CA', percent: 7.25 });
    expect(salesTaxOfState(' california ')).toEqual({ state: 'CA', percent: 7.25 });
    expect(salesTaxOfState('or')).toEqual({ state: 'OR', percent: 0 });
    expect(salesTaxOfState('Ontario')).toBeNull();
  });

  it('computes cents with one rounding, thousandths of a percent included', () => {
    expect(salesTaxCents(10_000, 7.25)).toBe(725);
    // 6.875% of $1.00 is 6.875 cents: half a cent and more rounds up.
    expect(salesTaxCents(100, 6.875)).toBe(7);
    expect(salesTaxCents(12_345, 4.225)).toBe(522);
    expect(salesTaxCents(0, 7.25)).toBe(0);
  });
});
