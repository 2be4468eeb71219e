import { ADMIN_ACTIONS } from '@showroom/contract/admin';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpAdminTest, signInAs } from '../../testing/admin-test-setup.ts';
import { AuditScreen } from './audit-screen.tsx';

let page: ReturnType<typeof setUpAdminTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const entry = {
  id: 5,
  admin_id: 7,
  admin_email: 'admin@showroom.test',
  action: 'account.deactivate',
  subject_type: 'user',
  subject_id: '30',
  before: { status: 'Active' },
  after: { status: 'Deactive' },
  created_at: '2026-11-29T09:15:00.000Z',
};
const paged = (rows: unknown[]) => ({
  current_page: 1,
  data: rows,
  first_page_url: 'x?page=1',
  from: rows.length ? 1 : null,
  last_page: 1,
  last_page_url: 'x?page=1',
  links: [],
  next_page_url: null,
  path: 'x',
  per_page: 10,
  prev_page_url: null,
  to: rows.length || null,
  total: rows.length,
});

describe('AuditScreen', () => {
  it('lists who did what, on which record, what changed and when', async () => {
    page = setUpAdminTest({
      'GET admin/audit': () => ({ body: { success: true, message: '', data: paged([entry]) } }),
    });
    signInAs('Admin');
    render(<AuditScreen />);
    expect(await screen.findByText('admin@showroom.test')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: /Deactivated an account/ }).textContent).toContain(
      ADMIN_ACTIONS['account.deactivate'],
    );
    expect(screen.getByText('user 30')).toBeTruthy();
    expect(screen.getByText('status: Active → Deactive')).toBeTruthy();
    expect(screen.getByText('09:15 UTC')).toBeTruthy();
  });

  it('filters by action and days, and refuses a backwards range under its field', async () => {
    page = setUpAdminTest({
      'GET admin/audit': () => ({ body: { success: true, message: '', data: paged([]) } }),
    });
    signInAs('Admin');
    render(<AuditScreen />);
    const user = userEvent.setup();
    expect(await screen.findByText('No admin action matches.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Action'), 'settings.update');
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The to date must be on or after the from date.')).toBeTruthy();
    await user.clear(screen.getByLabelText('To'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() =>
      expect(page.requests.at(-1)?.query).toBe(
        '?action=settings.update&from=2026-11-20&to=&page=1&per_page=10',
      ),
    );
  });
});
