import { describe, expect, it } from 'vitest';
import { profileUpdateRequestSchema } from '../account/profile.ts';
import { registerStep2Schema } from '../auth/register.ts';
import { isValidUsAddress, zipStateMismatch } from './us-address-fields.ts';
import { US_STATES } from './us-states.ts';
import { zipCodeState } from './us-zip-code.ts';

const ADDRESS = { street: '500 Brannan St', city: 'San Francisco', state: 'CA', zip_code: '94107' };

/** The field errors of a profile update, by field. */
function profileErrors(changes: Partial<typeof ADDRESS>): Record<string, string[]> {
  const result = profileUpdateRequestSchema.safeParse({ ...ADDRESS, ...changes });
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

describe('the US shipping-address rule', () => {
  it('offers the 50 states and DC, by name, and no territory or military post office', () => {
    expect(US_STATES).toHaveLength(51);
    expect(US_STATES[0]).toEqual({ code: 'AL', name: 'Alabama' });
    const codes = US_STATES.map((state) => state.code);
    expect(codes).toContain('DC');
    for (const other of ['PR', 'GU', 'VI', 'AS', 'MP', 'AA', 'AE', 'AP']) expect(codes).not.toContain(other);
  });

  it('accepts a state code in any case, stores it upper-case, and takes ZIP+4', () => {
    const parsed = profileUpdateRequestSchema.parse({ ...ADDRESS, state: ' ca ', zip_code: '94107-1234' });
    expect(parsed.state).toBe('CA');
    expect(parsed.zip_code).toBe('94107-1234');
  });

  it.each(['ZZ', 'Calif', 'N/A', 'California', 'PR', 'AE'])('refuses the state %j', (state) => {
    expect(profileErrors({ state })).toEqual({
      state: ['The state field must be one of the 50 US states or DC.'],
    });
  });

  it.each(['9410', '941071', 'ABCDE', '94107-12', '94107 1234'])('refuses the ZIP code %j', (zip_code) => {
    expect(profileErrors({ zip_code })).toEqual({
      zip_code: ['The zip code field must be a US ZIP code: 5 digits, or ZIP+4 (12345-6789).'],
    });
  });

  it("refuses a ZIP code of another state, on the ZIP code field with the chosen state's name", () => {
    expect(profileErrors({ state: 'TX' })).toEqual({ zip_code: ['94107 is not a ZIP code of Texas.'] });
    expect(profileErrors({ zip_code: '00000' })).toEqual({
      zip_code: ['00000 is not a ZIP code of California.'],
    });
  });

  it('knows the ZIP codes that cross a state line and DC', () => {
    expect(zipCodeState('06390')).toBe('NY');
    expect(zipCodeState('06101')).toBe('CT');
    expect(zipCodeState('20001')).toBe('DC');
    expect(zipStateMismatch('NY', '06390')).toBeNull();
    expect(zipCodeState('not a zip')).toBeNull();
  });

  it('checks the registration step 2 with the same rule and field names', () => {
    const step2 = {
      shipping_street: '1 Main St',
      shipping_city: 'Austin',
      shipping_state: 'tx',
      shipping_zip_code: '94107',
    };
    const refused = registerStep2Schema.safeParse(step2);
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['shipping_zip_code', '94107 is not a ZIP code of Texas.'],
    ]);
    expect(registerStep2Schema.parse({ ...step2, shipping_zip_code: '78701' }).shipping_state).toBe('TX');
    expect(
      registerStep2Schema.safeParse({ ...step2, shipping_state: 'Texas' }).error?.issues[0]?.message,
    ).toBe('The shipping state field must be one of the 50 US states or DC.');
  });

  it('tells a saved address from before the rule that checkout cannot tax', () => {
    expect(isValidUsAddress({ state: 'CA', zip_code: '94107' })).toBe(true);
    expect(isValidUsAddress({ state: 'Calif', zip_code: '94107' })).toBe(false);
    expect(isValidUsAddress({ state: 'CA', zip_code: '10001' })).toBe(false);
    expect(isValidUsAddress({ state: 'N/A', zip_code: 'N/A' })).toBe(false);
  });
});
