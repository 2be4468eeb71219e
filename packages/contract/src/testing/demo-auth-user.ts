import type { AuthUser } from '../auth/auth-user.ts';

/** A signed-in Active homeowner as `GET /api/authuser` answers it; `overrides` make the case at hand. */
export function authUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 42,
    type: 'User',
    status: 'Active',
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.com',
    email_verified_at: '2024-01-01T00:00:00Z',
    country_code: '+1',
    phone_number: '4155550100',
    zip_code: '94103',
    total_projects: 0,
    custom_addon: null,
    latest_subscription: null,
    shop_profile: null,
    ...overrides,
  };
}
