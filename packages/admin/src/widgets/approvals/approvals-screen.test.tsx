import { ADMIN_MESSAGES, PRO_APPROVAL_WINDOW_HOURS } from '@showroom/contract/admin';
import { PRO_MESSAGES } from '@showroom/contract/pro';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpAdminTest, signInAs } from '../../testing/admin-test-setup.ts';
import { ApprovalsScreen } from './approvals-screen.tsx';

let page: ReturnType<typeof setUpAdminTest>;
afterEach(() => {
  cleanup();
  page.unregister();
  vi.useRealTimers();
});

const HOUR = 3_600_000;
const envelope = <T,>(data: T, message = '') => ({ body: { success: true, message, data } });
const pro = (id: number, email: string, hoursAgo: number) => ({
  id,
  type: 'Contractor',
  email,
  first_name: 'Pat',
  last_name: 'Lane',
  company_name: `Company ${id}`,
  licence_number: 'CSLB 1',
  phone: '',
  zip_code: '',
  service_area: 'Oakland',
  email_verified_at: null,
  applied_at: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
});
const paged = <T,>(rows: T[]) => ({
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
const homeowner = {
  id: 30,
  type: 'User',
  status: 'Active',
  email: 'olivia@example.test',
  name: 'Olivia Bennett',
  company_name: null,
  created_at: '2026-11-01T10:00:00.000Z',
};

function setUp() {
  page = setUpAdminTest({
    'GET admin/pros': () => envelope({ data: [pro(11, 'old@pro.test', 30), pro(12, 'new@pro.test', 2)] }),
    'POST admin/pros/11/approve': () =>
      envelope({ user_id: 11, vsd_id: 'AB12CD34', status: 'Approve' }, PRO_MESSAGES.approved),
    'GET admin/vendors': () => envelope({ data: [] }),
    'GET admin/accounts': () => envelope(paged([homeowner])),
    'POST admin/accounts/30/deactivate': () =>
      envelope({ user_id: 30, status: 'Deactive' }, ADMIN_MESSAGES.deactivated),
  });
  signInAs('Admin');
  render(<ApprovalsScreen />);
}

describe('ApprovalsScreen', () => {
  it('shows how long each pro has waited and flags those past 24 hours', async () => {
    setUp();
    const old = (await screen.findByText('Company 11')).closest('tr')!;
    expect(within(old).getByText(`30 hours — past ${PRO_APPROVAL_WINDOW_HOURS} h`)).toBeTruthy();
    const recent = screen.getByText('Company 12').closest('tr')!;
    expect(within(recent).getByText('2 hours')).toBeTruthy();
    expect(await screen.findByText('No vendor is waiting for approval.')).toBeTruthy();
  });

  it('approves a pro: the row goes and the new Showroom ID is told', async () => {
    setUp();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve old@pro.test' }));
    await vi.waitFor(() => expect(screen.queryByText('Company 11')).toBeNull());
    expect(page.toasts()).toEqual([
      { type: 'success', message: `${PRO_MESSAGES.approved} (old@pro.test, Showroom ID AB12CD34)` },
    ]);
    expect(screen.getByText('Company 12')).toBeTruthy();
  });

  it('deactivates an account only after a second click, then shows it deactivated', async () => {
    setUp();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Deactivate olivia@example.test' }));
    expect(page.requests.map((request) => request.route)).not.toContain('POST admin/accounts/30/deactivate');
    await user.click(screen.getByRole('button', { name: 'Deactivate and sign out' }));
    const reactivate = await screen.findByRole('button', { name: 'Reactivate olivia@example.test' });
    expect(within(reactivate.closest('tr')!).getByText('Deactive')).toBeTruthy();
    expect(page.toasts()).toEqual([
      { type: 'success', message: `${ADMIN_MESSAGES.deactivated} (olivia@example.test)` },
    ]);
  });

  it('sends the search and filters the accounts by, and keeps what was typed', async () => {
    setUp();
    const user = userEvent.setup();
    await screen.findByText('Olivia Bennett');
    await user.type(screen.getByLabelText('E-mail, name or company'), ' olivia ');
    await user.selectOptions(screen.getByLabelText('Type'), 'User');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await vi.waitFor(() =>
      expect(page.requests.map((request) => request.query)).toContain(
        '?q=olivia&type=User&status=&page=1&per_page=10',
      ),
    );
    expect((screen.getByLabelText('E-mail, name or company') as HTMLInputElement).value).toBe(' olivia ');
  });
});
