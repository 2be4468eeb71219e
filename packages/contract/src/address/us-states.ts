import { US_STATE_SALES_TAX } from '../money/sales-tax.ts';

/** A US state (or DC) as the address form offers it: its USPS code and its name. */
export interface UsState {
  readonly code: string;
  readonly name: string;
}

/**
 * The states a shipping address may be in: the 50 states and DC, the places the sales-tax rule
 * (decision 0050) has a rate for, sorted by name. Territories (PR, GU, VI, AS, MP) and military
 * post offices (AA, AE, AP) are not shipped to: no tax rule covers them (decision 0079).
 */
export const US_STATES: readonly UsState[] = Object.entries(US_STATE_SALES_TAX)
  .map(([code, { name }]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** The state of a USPS code ("CA" → California); null for anything else. */
export function usStateOf(code: string): UsState | null {
  return US_STATES.find((state) => state.code === code) ?? null;
}
