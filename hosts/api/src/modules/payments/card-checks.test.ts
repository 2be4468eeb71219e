import { describe, expect, it } from 'vitest';
import {
  brandOf,
  isValidCardNumber,
  isValidCvc,
  isValidExpiry,
  passesLuhn,
} from '../../providers/payment-gateways/card-checks.ts';
import { parseCardForm } from './card-form.ts';

describe('card checks', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4000056655665556', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3056930009020004', 'diners'],
    ['3566002020360505', 'jcb'],
  ])('accepts the test number %s as %s', (number, brand) => {
    expect(passesLuhn(number)).toBe(true);
    expect(isValidCardNumber(number)).toBe(true);
    expect(brandOf(number)).toBe(brand);
  });

  it.each([
    ['a wrong check digit', '4242424242424241'],
    ['too short', '42424242424'],
    ['a visa of 15 digits', '424242424242428'],
    ['letters', '4242abcd42424242'],
  ])('refuses %s', (_label, number) => {
    expect(isValidCardNumber(number)).toBe(false);
  });

  it('wants 4 CVC digits for amex and 3 for the others', () => {
    expect(isValidCvc('1234', 'amex')).toBe(true);
    expect(isValidCvc('123', 'amex')).toBe(false);
    expect(isValidCvc('123', 'visa')).toBe(true);
    expect(isValidCvc('1234', 'visa')).toBe(false);
  });

  it('takes an expiry through the end of its month, not before, not 20+ years ahead', () => {
    const now = new Date('2026-03-31T23:00:00Z');
    expect(isValidExpiry(3, 2026, now)).toBe(true);
    expect(isValidExpiry(2, 2026, now)).toBe(false);
    expect(isValidExpiry(13, 2027, now)).toBe(false);
    expect(isValidExpiry(3, 2046, now)).toBe(true);
    expect(isValidExpiry(4, 2046, now)).toBe(false);
  });

  it('reads the auto-formatted form fields', () => {
    expect(parseCardForm({ card_number: '4242 4242 4242 4242', exp_date: '07 / 31', cvv: '123' })).toEqual({
      card: { number: '4242424242424242', expMonth: 7, expYear: 2031, cvc: '123' },
    });
    expect(
      parseCardForm({
        card_number: '4242-4242-4242-4242',
        exp_date: '7/2031',
        cvv: '123',
        name_on_Card: 'A',
      }),
    ).toMatchObject({ card: { expMonth: 7, expYear: 2031, nameOnCard: 'A' } });
    expect(parseCardForm({ exp_date: '0731' })).toEqual({ fields: ['card_number', 'exp_date', 'cvv'] });
  });
});
