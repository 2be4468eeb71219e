import { PRO_MESSAGES, type ProLead } from '@showroom/contract/pro';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpConsoleTest, signInAs } from '../../testing/console-test-setup.ts';
import { LeadsScreen } from './leads-screen.tsx';

let page: ReturnType<typeof setUpConsoleTest>;
afterEach(() => {
  cleanup();
  page.unregister();
});

const LEAD: ProLead = {
  kind: 'request',
  id: 5,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  phone: '5550100000',
  lead_type: 'Pop-Ups',
  picture_count: 2,
  created_at: '2026-11-20T15:00:00.000Z',
  status: 'New',
};
const paged = (data: ProLead[]) => ({
  body: {
    success: true,
    message: '',
    data: {
      current_page: 1,
      data,
      first_page_url: 'x',
      from: data.length ? 1 : null,
      last_page: 1,
      last_page_url: 'x',
      links: [],
      next_page_url: null,
      path: 'x',
      per_page: 10,
      prev_page_url: null,
      to: data.length || null,
      total: data.length,
    },
  },
});

function renderScreen(refuse = false) {
  page = setUpConsoleTest({
    'GET pro/leads': (_body, query) => paged(query.get('status') === 'Lost' ? [] : [LEAD]),
    'PUT pro/leads/request/5/status': (body) =>
      refuse
        ? { status: 500, body: { message: 'Server error' } }
        : {
            body: {
              success: true,
              message: 'Lead marked Contacted.',
              data: { ...LEAD, status: (body as { status: string }).status },
            },
          },
  });
  signInAs();
  render(<LeadsScreen />);
  return userEvent.setup();
}

describe('LeadsScreen', () => {
  it('lists a sample request with its contact links and status', async () => {
    renderScreen();
    expect(await screen.findByText('Grace Hopper')).toBeTruthy();
    expect(screen.getByText(/Sample request \(Pop-Ups\)/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'grace@example.com' }).getAttribute('href')).toBe(
      'mailto:grace@example.com',
    );
    expect((screen.getByLabelText('Status of Grace Hopper') as HTMLSelectElement).value).toBe('New');
  });

  it('saves the status the pro picks and says so', async () => {
    const user = renderScreen();
    await user.selectOptions(await screen.findByLabelText('Status of Grace Hopper'), 'Contacted');
    await screen.findByText('Grace Hopper');
    expect(page.requests.find((request) => request.route === 'PUT pro/leads/request/5/status')?.body).toEqual(
      { status: 'Contacted' },
    );
    await vi.waitFor(() =>
      expect(page.toasts()).toContainEqual({ type: 'success', message: 'Lead marked Contacted.' }),
    );
    expect((screen.getByLabelText('Status of Grace Hopper') as HTMLSelectElement).value).toBe('Contacted');
  });

  it('puts the stored status back when saving fails', async () => {
    const user = renderScreen(true);
    const select = (await screen.findByLabelText('Status of Grace Hopper')) as HTMLSelectElement;
    await user.selectOptions(select, 'Won');
    await vi.waitFor(() => expect(select.value).toBe('New'));
    expect(page.requests.some((request) => request.route === 'PUT pro/leads/request/5/status')).toBe(true);
  });

  it('filters by status and says when there is nothing', async () => {
    const user = renderScreen();
    await screen.findByText('Grace Hopper');
    await user.selectOptions(screen.getByLabelText('Show'), 'Lost');
    expect(await screen.findByText(PRO_MESSAGES.leadsEmpty)).toBeTruthy();
  });
});
