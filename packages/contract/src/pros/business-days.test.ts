import { describe, expect, it } from 'vitest';
import { addBusinessDays } from './business-days.ts';

const day = (iso: string) => new Date(`${iso}T10:00:00.000Z`);

describe('addBusinessDays', () => {
  it('skips the weekend', () => {
    // Friday 2026-11-27 + 1 business day is Monday.
    expect(addBusinessDays(day('2026-11-27'), 1)).toEqual(day('2026-11-30'));
    expect(addBusinessDays(day('2026-11-23'), 5)).toEqual(day('2026-11-30'));
  });

  it('counts a weekend start from the Monday', () => {
    expect(addBusinessDays(day('2026-11-28'), 1)).toEqual(day('2026-11-30'));
    expect(addBusinessDays(day('2026-11-29'), 2)).toEqual(day('2026-12-01'));
  });

  it('makes 46 business days nine weeks and a day', () => {
    // Monday + 45 business days is the Monday nine weeks later; one more is the Tuesday.
    expect(addBusinessDays(day('2026-11-02'), 46)).toEqual(day('2027-01-05'));
  });

  it('leaves the date alone for no days', () => {
    expect(addBusinessDays(day('2026-11-28'), 0)).toEqual(day('2026-11-28'));
  });
});
