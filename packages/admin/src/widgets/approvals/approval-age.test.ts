import { describe, expect, it } from 'vitest';
import { approvalAge } from './approval-age.ts';

const NOW = Date.parse('2026-11-29T12:00:00Z');

describe('approvalAge', () => {
  it.each([
    ['2026-11-29T11:30:00Z', 'less than an hour', false],
    ['2026-11-29T11:00:00Z', '1 hour', false],
    ['2026-11-28T12:30:00Z', '23 hours', false],
    ['2026-11-28T12:00:00Z', '24 hours', true],
    ['2026-11-26T11:00:00Z', '3 days', true],
  ])('an application of %s has waited %s (past 24 h: %s)', (appliedAt, label, overdue) => {
    expect(approvalAge(appliedAt, NOW)).toEqual({ label, overdue });
  });
});
