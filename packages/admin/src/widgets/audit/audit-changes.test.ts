import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes.ts';

describe('auditChanges', () => {
  it('names each field that changed, with its value before and after', () => {
    expect(
      auditChanges(
        { app_name: 'Showroom', support_phone: '(800) 555-0142' },
        { app_name: 'Remodel Hub', support_phone: '(800) 555-0142' },
      ),
    ).toEqual(['app_name: Showroom → Remodel Hub']);
  });

  it('shows a field that appeared, and one that has no before', () => {
    expect(auditChanges({ status: 'Pending' }, { status: 'Approve', vsd_id: 'AB12CD34' })).toEqual([
      'status: Pending → Approve',
      'vsd_id: — → AB12CD34',
    ]);
    expect(auditChanges(null, { count: 2 })).toEqual(['count: — → 2']);
  });
});
