/**
 * Sales tax at checkout (issue #12, decision 0050): the statewide base rate of
 * the shipping address's US state, on the goods after the coupon; shipping is not taxed. Local
 * (county, city) add-ons are left out. Rates in percent, as the states publish them for 2025.
 */
export const US_STATE_SALES_TAX: Readonly<Record<string, { name: string; percent: number }>> = {
  AL: { name: 'Alabama', percent: 4 },
  AK: { name: 'Alaska', percent: 0 },
  AZ: { name: 'Arizona', percent: 5.6 },
  AR: { name: 'Arkansas', percent: 6.5 },
  CA: { name: 'California', percent: 7.25 },
  CO: { name: 'Colorado', percent: 2.9 },
  CT: { name: 'Connecticut', percent: 6.35 },
  DE: { name: 'Delaware', percent: 0 },
  DC: { name: 'District of Columbia', percent: 6 },
  FL: { name: 'Florida', percent: 6 },
  GA: { name: 'Georgia', percent: 4 },
  HI: { name: 'Hawaii', percent: 4 },
  ID: { name: 'Idaho', percent: 6 },
  IL: { name: 'Illinois', percent: 6.25 },
  IN: { name: 'Indiana', percent: 7 },
  IA: { name: 'Iowa', percent: 6 },
  KS: { name: 'Kansas', percent: 6.5 },
  KY: { name: 'Kentucky', percent: 6 },
  LA: { name: 'Louisiana', percent: 5 },
  ME: { name: 'Maine', percent: 5.5 },
  MD: { name: 'Maryland', percent: 6 },
  MA: { name: 'Massachusetts', percent: 6.25 },
  MI: { name: 'Michigan', percent: 6 },
  MN: { name: 'Minnesota', percent: 6.875 },
  MS: { name: 'Mississippi', percent: 7 },
  MO: { name: 'Missouri', percent: 4.225 },
  MT: { name: 'Montana', percent: 0 },
  NE: { name: 'Nebraska', percent: 5.5 },
  NV: { name: 'Nevada', percent: 6.85 },
  NH: { name: 'New Hampshire', percent: 0 },
  NJ: { name: 'New Jersey', percent: 6.625 },
  NM: { name: 'New Mexico', percent: 4.875 },
  NY: { name: 'New York', percent: 4 },
  NC: { name: 'North Carolina', percent: 4.75 },
  ND: { name: 'North Dakota', percent: 5 },
  OH: { name: 'Ohio', percent: 5.75 },
  OK: { name: 'Oklahoma', percent: 4.5 },
  OR: { name: 'Oregon', percent: 0 },
  PA: { name: 'Pennsylvania', percent: 6 },
  RI: { name: 'Rhode Island', percent: 7 },
  SC: { name: 'South Carolina', percent: 6 },
  SD: { name: 'South Dakota', percent: 4.2 },
  TN: { name: 'Tennessee', percent: 7 },
  TX: { name: 'Texas', percent: 6.25 },
  UT: { name: 'Utah', percent: 6.1 },
  VT: { name: 'Vermont', percent: 6 },
  VA: { name: 'Virginia', percent: 5.3 },
  WA: { name: 'Washington', percent: 6.5 },
  WV: { name: 'West Virginia', percent: 6 },
  WI: { name: 'Wisconsin', percent: 5 },
  WY: { name: 'Wyoming', percent: 4 },
};

/** The sales tax of an address's state, written as its code ("ca") or name ("California"); null if not a US state. */
export function salesTaxOfState(state: string): { state: string; percent: number } | null {
  const wanted = state.trim().toUpperCase();
  for (const [code, { name, percent }] of Object.entries(US_STATE_SALES_TAX)) {
    if (code === wanted || name.toUpperCase() === wanted) return { state: code, percent };
  }
  return null;
}

/** Tax in cents on `taxableCents` at `percent` (up to 3 decimals); half a cent rounds up. */
export function salesTaxCents(taxableCents: number, percent: number): number {
  // Thousandths of a percent are integers, so the product is exact before the one rounding.
  return Math.round((taxableCents * Math.round(percent * 1000)) / 100_000);
}
