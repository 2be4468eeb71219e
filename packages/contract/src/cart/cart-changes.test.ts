import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../envelope/envelope.ts';
import {
  isProjectExtraInfo,
  MAX_EXTRA_INFO_LENGTH,
  projectUpdateRequestSchema,
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

describe('projectUpdateRequestSchema', () => {
  it('asks for at least one field, naming extra_info, and says when one is wrong', () => {
    const missing = projectUpdateRequestSchema.safeParse({});
    expect(fieldErrorsOf(missing.error!)).toEqual({
      extra_info: ['The extra info field is required when neither floorplan nor floor template is present.'],
    });
    const wrong = projectUpdateRequestSchema.safeParse({
      extra_info: 'n'.repeat(MAX_EXTRA_INFO_LENGTH + 1),
    });
    expect(fieldErrorsOf(wrong.error!).extra_info?.[0]).toMatch(
      /^The extra info field must be a text of at most/,
    );
    const huge = projectUpdateRequestSchema.safeParse({ floorplan: 'x'.repeat(300) });
    expect(fieldErrorsOf(huge.error!)).toHaveProperty('floorplan');
  });

  it('takes notes alone (null clears them), a design alone, or both', () => {
    expect(projectUpdateRequestSchema.parse({ extra_info: null })).toEqual({ extra_info: null });
    const design = { floorplan: { id: 'kitchen-l' }, floorTemplate: { id: null, materials: {} } };
    expect(projectUpdateRequestSchema.parse(design)).toEqual(design);
    expect(projectUpdateRequestSchema.parse({ ...design, extra_info: 'note' })).toEqual({
      ...design,
      extra_info: 'note',
    });
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
