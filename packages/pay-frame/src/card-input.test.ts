import { PAYMENT_MESSAGES } from '@showroom/contract/payments';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardErrors, formatCvc, formatExpiry, isValidExpiry, readCardNumber } from './card-input.ts';

describe('readCardNumber', () => {
  it.each([
    ['4111111111111111', 'visa', '4111 1111 1111 1111'],
    ['5555555555554444', 'mastercard', '5555 5555 5555 4444'],
    ['378282246310005', 'amex', '3782 822463 10005'],
    ['6011111111111117', 'discover', '6011 1111 1111 1117'],
    ['30569309025904', 'diners', '3056 930902 5904'],
    ['3530111333300000', 'jcb', '3530 1113 3330 0000'],
  ])('%s is %s, grouped with its gaps and valid', (number, brand, formatted) => {
    expect(readCardNumber(number)).toMatchObject({ brand, formatted, valid: true });
  });

  it('drops anything but digits and stops at the brand length', () => {
    expect(readCardNumber('5555-5555 5555 4444 9999').formatted).toBe('5555 5555 5555 4444');
    expect(readCardNumber('3782 8224 6310 0059').formatted).toBe('3782 822463 10005');
  });

  it('knows the brand from the first digits, before the number is complete', () => {
    expect(readCardNumber('4111')).toMatchObject({ brand: 'visa', valid: false });
    expect(readCardNumber('34')).toMatchObject({ brand: 'amex', cvcSize: 4 });
  });

  it('fails the Luhn check of a mistyped number', () => {
    expect(readCardNumber('4111111111111112').valid).toBe(false);
  });

  it('groups an unknown number by four and shows no brand', () => {
    expect(readCardNumber('9999999')).toMatchObject({ brand: null, formatted: '9999 999', cvcSize: 3 });
  });

  it('says how long the formatted number may get', () => {
    expect(readCardNumber('5555').maxLength).toBe(16 + 3);
    expect(readCardNumber('4111').maxLength).toBe(19 + 3);
    expect(readCardNumber('37').maxLength).toBe(17);
  });
});

describe('formatExpiry', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1234', '12/34'],
    ['12/345', '12/34'],
    ['4', '04'],
    ['45', '04/5'],
    ['0', '0'],
    ['ab', ''],
  ])('%j → %j', (typed, shown) => expect(formatExpiry(typed)).toBe(shown));
});

describe('card checks on Done (spec §5)', () => {
  afterEach(() => vi.useRealTimers());

  it('accept an empty card: step 3 is optional', () => {
    expect(cardErrors({ card_number: '', exp_date: '', cvv: '' })).toEqual({});
  });

  it('accept a complete, valid card', () => {
    vi.useFakeTimers({ now: new Date('2025-06-01') });
    expect(cardErrors({ card_number: '4111 1111 1111 1111', exp_date: '12/29', cvv: '123' })).toEqual({});
    expect(cardErrors({ card_number: '3782 822463 10005', exp_date: '01/30', cvv: '1234' })).toEqual({});
  });

  it('name each wrong part with the spec message', () => {
    vi.useFakeTimers({ now: new Date('2025-06-01') });
    expect(cardErrors({ card_number: '4111 1111 1111 1112', exp_date: '13/29', cvv: '12' })).toEqual({
      card_number: PAYMENT_MESSAGES.invalidCardNumber,
      exp_date: PAYMENT_MESSAGES.invalidExpiration,
      cvv: PAYMENT_MESSAGES.invalidCvc,
    });
  });

  it('require the rest once any card part is filled', () => {
    expect(cardErrors({ card_number: '', exp_date: '', cvv: '123' })).toEqual({
      card_number: PAYMENT_MESSAGES.invalidCardNumber,
      exp_date: PAYMENT_MESSAGES.invalidExpiration,
    });
  });

  it('refuse an expired card and a 3-digit Amex code', () => {
    vi.useFakeTimers({ now: new Date('2025-06-01') });
    expect(isValidExpiry('05/25')).toBe(false);
    expect(isValidExpiry('06/25')).toBe(true);
    expect(cardErrors({ card_number: '378282246310005', exp_date: '12/29', cvv: '123' })).toEqual({
      cvv: PAYMENT_MESSAGES.invalidCvc,
    });
  });

  it('keep digits only in the CVC, up to the brand size', () => {
    expect(formatCvc('1a2b34', 3)).toBe('123');
    expect(formatCvc('12345', 4)).toBe('1234');
  });
});
