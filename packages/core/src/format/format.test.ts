import { describe, expect, it } from 'vitest';
import { cardBrandName } from './card-brand.ts';
import { formatUsd } from './currency.ts';
import { formatDate } from './date.ts';
import { formatPhone } from './phone.ts';

describe('formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [1234.5, '$1,234.50'],
    [19.999, '$20.00'],
    [-5, '-$5.00'],
    [1234567.891, '$1,234,567.89'],
    [999.995, '$1,000.00'],
    [100, '$100.00'],
    [-0.001, '$0.00'],
  ])('%d → %s', (amount, text) => expect(formatUsd(amount)).toBe(text));

  it('gives an empty string for an amount that is not a number', () => {
    expect(formatUsd(Number.NaN)).toBe('');
  });
});

describe('formatDate', () => {
  it('writes MM.DD.YYYY on the Los Angeles calendar day', () => {
    // 05:00 UTC on March 2 is still March 1 in Los Angeles.
    expect(formatDate(new Date('2024-03-02T05:00:00Z'))).toBe('03.01.2024');
    expect(formatDate('2024-12-25T20:00:00Z')).toBe('12.25.2024');
  });

  it('follows daylight saving time', () => {
    // 07:30 UTC is 00:30 PDT in summer but 23:30 PST the day before in winter.
    expect(formatDate('2024-07-04T07:30:00Z')).toBe('07.04.2024');
    expect(formatDate('2024-01-04T07:30:00Z')).toBe('01.03.2024');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatPhone', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
    ['+1 555 123 4567', '(555) 123-4567'],
  ])('%s → %s', (input, text) => expect(formatPhone(input)).toBe(text));

  it('returns what is not a ten-digit number unchanged', () => {
    expect(formatPhone('12345')).toBe('12345');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
  });
});

describe('cardBrandName', () => {
  it.each([
    ['visa', 'Visa'],
    ['American-Express', 'American Express'],
    ['amex', 'American Express'],
    ['Maestro', 'Maestro'],
    ['  ', 'Card'],
  ])('%s → %s', (brand, name) => expect(cardBrandName(brand)).toBe(name));
});
