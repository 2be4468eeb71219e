import type { ProRegisterRequest } from '@showroom/contract/pro';

let counter = 0;

/** A valid pro sign-up (issue #23) with a fresh e-mail. */
export function proRegisterForm(
  overrides: Partial<Record<keyof ProRegisterRequest, unknown>> = {},
): Record<string, unknown> {
  counter += 1;
  return {
    type: 'Contractor',
    company_name: 'Carter Build & Tile',
    licence_number: 'CSLB 998877',
    full_name: 'Jamie Lee Carter',
    email: `pro.${counter}.${Date.now()}@example.test`,
    password: 'Sup3r-Secret',
    country_code: '+1',
    phone_number: '(916) 555-0199',
    zip_code: '95814',
    service_area: 'Sacramento and the valley, 40 miles',
    agree: true,
    ...overrides,
  };
}
