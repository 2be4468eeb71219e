import { describe, expect, it } from 'vitest';
import { decimalText, digitsOnly, numericValue, phoneText } from './input-rules.ts';

describe('input rules (spec §5)', () => {
  it('numeric-only keeps digits', () => {
    expect(digitsOnly('a1b2')).toBe('12');
    expect(numericValue('a1b2')).toBe(12);
  });

  it('numeric-only reads an empty or digit-free box as 0', () => {
    expect(numericValue('')).toBe(0);
    expect(numericValue('abc')).toBe(0);
  });

  it('decimal keeps digits and one dot, two decimals at most', () => {
    expect(decimalText('12.3456.7')).toBe('12.34');
    expect(decimalText('$1,250.5')).toBe('1250.5');
    expect(decimalText('7.')).toBe('7.');
    expect(decimalText('..5')).toBe('.5');
    expect(decimalText('')).toBe('');
  });

  it('phone keeps digits and phone punctuation', () => {
    expect(phoneText('+1 (555) 010-9999 ext')).toBe('+1 (555) 010-9999 ');
  });
});
