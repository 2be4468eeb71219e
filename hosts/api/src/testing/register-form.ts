import type { RegisterRequest } from '@showroom/contract/account';

let counter = 0;

/** A valid three-step registration form with a fresh e-mail; card fields are added per test. */
export function registerForm(
  overrides: Partial<Record<keyof RegisterRequest, unknown>> = {},
): Record<string, unknown> {
  counter += 1;
  return {
    full_name: 'Jamie Lee Carter',
    email: `jamie.${counter}.${Date.now()}@example.test`,
    password: 'Sup3r-Secret',
    country_code: '+1',
    phone_number: '(916) 555-0199',
    zip_code: '95814',
    agree: true,
    shipping_street: '77 Riverside Drive',
    shipping_city: 'Sacramento',
    shipping_state: 'CA',
    shipping_zip_code: '95814',
    shipping_apartment: '',
    ...overrides,
  };
}
