import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpAdminTest, signInAs } from '../../testing/admin-test-setup.ts';
import { ProfitScreen } from './profit-screen.tsx';

let page: ReturnType<typeof setUpAdminTest>;
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  cleanup();
  page.unregister();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

const answer = (by: string) => ({
  body: {
    success: true,
    message: '',
    data: {
      by,
      rows: [
        { key: '2031-01', label: by === 'vendor' ? 'Victor Supply' : '2031-01', items: 2, profit: 7.5 },
        { key: '2031-02', label: by === 'vendor' ? 'Tile Works' : '2031-02', items: 1, profit: -1 },
      ],
      total: 6.5,
    },
  },
});

describe('ProfitScreen', () => {
  it('shows the total and each group, a negative one (returns) in the loss colour', async () => {
    page = setUpAdminTest({ 'GET admin/profit': (_body, query) => answer(query.get('by') ?? 'month') });
    signInAs('Admin');
    render(<ProfitScreen />);
    expect(await screen.findByText('Total: $6.50')).toBeTruthy();
    expect(screen.getByText('$7.50')).toBeTruthy();
    expect(screen.getByText('-$1.00').className).toContain('sr-admin__loss');
    await userEvent.setup().selectOptions(screen.getByLabelText('Group'), 'vendor');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('Victor Supply')).toBeTruthy();
    expect(page.requests.at(-1)?.query).toBe('?by=vendor&from=&to=');
  });

  it('downloads the same rows as a CSV file', async () => {
    page = setUpAdminTest({
      'GET admin/profit': () => answer('month'),
      'GET admin/profit.csv': () => ({ body: 'Month,Items,Admin profit (USD)\r\n2031-01,2,7.50\r\n' }),
    });
    const created = vi.fn((_blob: Blob) => 'blob:profit');
    // jsdom makes no blob addresses: the file's text is read from what the screen hands over.
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    // A click on the download link would make happy-dom go to the blob address.
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    signInAs('Admin');
    render(<ProfitScreen />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(await created.mock.calls[0]![0].text()).toBe(
      '\uFEFFMonth,Items,Admin profit (USD)\r\n2031-01,2,7.50\r\n',
    );
    click.mockRestore();
  });
});
