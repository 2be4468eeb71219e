import { describe, expect, it } from 'vitest';
import { orderIdParam, yourOrdersPath } from './order-path.ts';

describe('order path', () => {
  it('is the list, or the list with one order opened', () => {
    expect(yourOrdersPath()).toBe('/your_orders');
    expect(yourOrdersPath(42)).toBe('/your_orders?order=42');
  });

  it('reads ?order= as a positive whole number, anything else as none', () => {
    expect(orderIdParam('42')).toBe(42);
    for (const value of [undefined, '', '0', '-3', '4.5', 'abc', '1e3', '12345678901']) {
      expect(orderIdParam(value)).toBeUndefined();
    }
  });
});
