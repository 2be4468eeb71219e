import { describe, expect, it } from 'vitest';
import { checklistAppendedMessage, checklistReplacedMessage } from './checklist-messages.ts';
import { checklistItemUpdateRequestSchema, projectChecklistRequestSchema } from './checklist-requests.ts';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('POST /api/projectChecklist requests', () => {
  it('takes items by quantity or by area, appending by default', () => {
    const parsed = projectChecklistRequestSchema.parse({
      project: '3',
      items: [
        { product_id: 1, qty: '2' },
        { product_id: 2, area_sqft: 120.25, waste_percent: 15 },
      ],
    });
    expect(parsed).toEqual({
      project: 3,
      items: [
        { product_id: 1, qty: 2 },
        { product_id: 2, area_sqft: 120.25, waste_percent: 15 },
      ],
    });
  });

  it('refuses an item with neither, an area past two decimals or over the limit, and a list with nothing to add', () => {
    expect(
      errorsOf(projectChecklistRequestSchema.safeParse({ project: 3, items: [{ product_id: 1 }] })),
    ).toEqual(['items.0.qty']);
    for (const area_sqft of [10.123, 0, -4, 100_001]) {
      const result = projectChecklistRequestSchema.safeParse({
        project: 3,
        items: [{ product_id: 1, area_sqft }],
      });
      expect(errorsOf(result)).toEqual(['items.0.area_sqft']);
    }
    expect(errorsOf(projectChecklistRequestSchema.safeParse({ project: 3 }))).toEqual(['items']);
    // Replacing with nothing empties the list; building from the design needs no items.
    expect(projectChecklistRequestSchema.safeParse({ project: 3, append_items: false }).success).toBe(true);
    expect(projectChecklistRequestSchema.safeParse({ project: 3, from: 'design' }).success).toBe(true);
  });

  it('a line change gives at least one of qty, checked and note', () => {
    expect(errorsOf(checklistItemUpdateRequestSchema.safeParse({}))).toEqual(['qty']);
    expect(checklistItemUpdateRequestSchema.safeParse({ checked: false }).success).toBe(true);
  });
});

describe('the answers’ messages', () => {
  it('say what was new and what only got more', () => {
    expect(checklistAppendedMessage(2, 0)).toBe('2 items added to the checklist.');
    expect(checklistAppendedMessage(1, 2)).toBe(
      '1 item added to the checklist; 2 items were already on it, so their quantity went up.',
    );
    expect(checklistAppendedMessage(0, 1)).toBe('1 item was already on it, so its quantity went up.');
    expect(checklistReplacedMessage(0)).toBe('The checklist now holds 0 items.');
  });
});
