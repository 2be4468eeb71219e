import { describe, expect, it } from 'vitest';
import { bankAccountRequestSchema, isRoutingNumber } from './bank-account.ts';

describe('bank account request', () => {
  it('accepts a valid routing number and an account typed with spaces, keeping digits only', () => {
    const parsed = bankAccountRequestSchema.parse({
      account_holder: ' Jo Pro ',
      routing_number: '110 000 000',
      account_number: '0001-2345-6789',
    });
    expect(parsed).toEqual({
      account_holder: 'Jo Pro',
      routing_number: '110000000',
      account_number: '000123456789',
    });
  });

  it('refuses a routing number whose checksum fails and a too short account', () => {
    const result = bankAccountRequestSchema.safeParse({
      account_holder: 'Jo',
      routing_number: '110000001',
      account_number: '12',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(['routing_number', 'account_number']);
  });

  it('checks the ABA checksum', () => {
    expect(isRoutingNumber('021000021')).toBe(true);
    expect(isRoutingNumber('021000022')).toBe(false);
    expect(isRoutingNumber('12345678')).toBe(false);
  });
});
