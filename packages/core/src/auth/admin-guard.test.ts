import { describe, expect, it } from 'vitest';
import { adminSessionGuard } from './admin-guard.ts';

describe('adminSessionGuard (spec §4)', () => {
  it.each(['/account', '/', '/cart?x=1'])(
    'signs out an Admin without the otp_verify cookie on %s',
    (route) => {
      expect(adminSessionGuard({ type: 'Admin' }, route, false)).toBe('sign-out');
    },
  );

  it('lets an Admin without the cookie stay on Login, where the OTP step happens', () => {
    expect(adminSessionGuard({ type: 'Admin' }, '/login', false)).toBe('allow');
    expect(adminSessionGuard({ type: 'Admin' }, '/login?redirect=%2Faccount', false)).toBe('allow');
  });

  it.each(['/admin/login', '/admin', '/admin/approvals?page=2'])(
    'lets an Admin without the cookie stay in the admin console (%s), whose pages show the OTP step',
    (route) => {
      expect(adminSessionGuard({ type: 'Admin' }, route, false)).toBe('allow');
    },
  );

  it('does not take a path that only starts like the console for it', () => {
    expect(adminSessionGuard({ type: 'Admin' }, '/administration', false)).toBe('sign-out');
  });

  it('lets an OTP-verified Admin reach /account', () => {
    expect(adminSessionGuard({ type: 'Admin' }, '/account', true)).toBe('allow');
  });

  it.each(['User', 'Vendor', 'Contractor', 'Designer'])('never concerns a %s', (type) => {
    expect(adminSessionGuard({ type }, '/account', false)).toBe('allow');
  });

  it('never concerns a visitor', () => {
    expect(adminSessionGuard(null, '/account', false)).toBe('allow');
  });
});
