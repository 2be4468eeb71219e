import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../envelope/envelope.ts';
import {
  isProjectExtraInfo,
  MAX_EXTRA_INFO_LENGTH,
  projectExtraInfoRequestSchema,
  syncToBulkCartRequestSchema,
} from './cart-changes.ts';

describe('isProjectExtraInfo', () => {
  it('takes null, a note up to the longest, and a small value like the draft keeps', () => {
    expect(isProjectExtraInfo(null)).toBe(true);
    expect(isProjectExtraInfo('n'.repeat(MAX_EXTRA_INFO_LENGTH))).toBe(true);
    expect(isProjectExtraInfo({ name: 'Kitchen refresh', rooms: ['kitchen'] })).toBe(true);
  });

  it('refuses a longer note, a deep or huge value, and nothing at all', () => {
    expect(isProjectExtraInfo('n'.repeat(MAX_EXTRA_INFO_LENGTH + 1))).toBe(false);
    expect(isProjectExtraInfo({ a: { b: { c: { d: { e: { f: 1 } } } } } })).toBe(false);
    expect(isProjectExtraInfo(Array.from({ length: 101 }, (_, i) => i))).toBe(false);
    expect(isProjectExtraInfo(undefined)).toBe(false);
  });
});

describe('projectExtraInfoRequestSchema', () => {
  it('says the field is required when it is missing, and invalid when it is wrong', () => {
    const missing = projectExtraInfoRequestSchema.safeParse({});
    expect(fieldErrorsOf(missing.error!)).toEqual({ extra_info: ['The extra info field is required.'] });
    const wrong = projectExtraInfoRequestSchema.safeParse({
      extra_info: 'n'.repeat(MAX_EXTRA_INFO_LENGTH + 1),
    });
    expect(fieldErrorsOf(wrong.error!).extra_info?.[0]).toMatch(
      /^The extra info field must be a text of at most/,
    );
  });
});

describe('syncToBulkCartRequestSchema', () => {
  it("names a bad item's field by its place in the list", () => {
    const result = syncToBulkCartRequestSchema.safeParse({
      showroom: 1,
      action: 'cart',
      items: [
        { product_id: 1, qty: 1 },
        { product_id: 'x', qty: 0 },
      ],
    });
    expect(Object.keys(fieldErrorsOf(result.error!)).sort()).toEqual(['items.1.product_id', 'items.1.qty']);
  });
});
