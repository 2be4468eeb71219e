import { PRO_MESSAGES, type ProOrder } from '@showroom/contract/pro';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { setUpConsoleTest, signInAs } from '../../testing/console-test-setup.ts';
import { OrdersScreen } from './orders-screen.tsx';

let page: ReturnType<typeof setUpConsoleTest>;
afterEach(() => {
  cleanup();
  page.unregister();
  vi.restoreAllMocks();
});

const ORDER: ProOrder = {
  id: 7,
  order_number: 'SR-7K3M9Q2T',
  created_at: '2026-11-20T15:00:00.000Z',
  state: 'placed',
  customer_name: 'Olivia Bennett',
  customer_email: 'olivia@example.com',
  item_count: 2,
  statuses: ['Returned', 'Delivered'],
  total: 130.5,
  profit: -3,
};
const paged = (data: ProOrder[]) => ({
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
const ITEM = {
  id: 70,
  order_id: 7,
  product_id: 1,
  product_hash: null,
  product_photo: null,
  product_name: 'Oak plank',
  brand: 'Oakline',
  vendor_id: 3,
  vendor: 'Oakline',
  colour: null,
  unit: 'Box',
  qty: 3,
  price: 12,
  amount: 36,
  contractor_markup_amt: 2,
  profit: 6,
  status: 'Delivered',
  status_date: '2026-11-21T10:00:00.000Z',
};

function renderScreen() {
  page = setUpConsoleTest({
    'GET pro/orders': (_body, query) => paged(query.get('q') === 'nobody' ? [] : [ORDER]),
    'GET orders/7/items': () => ({ body: { success: true, message: '', data: [ITEM] } }),
    'GET pro/orders.csv': () => ({ body: 'Order number,Placed at\r\nSR-7K3M9Q2T,2026-11-20\r\n' }),
  });
  signInAs();
  render(<OrdersScreen />);
  return userEvent.setup();
}

describe('OrdersScreen', () => {
  it('lists the showroom’s orders with the pro’s profit, a loss in the danger colour', async () => {
    renderScreen();
    const row = (await screen.findByText('SR-7K3M9Q2T')).closest('tr')!;
    expect(within(row).getByText('Olivia Bennett')).toBeTruthy();
    expect(within(row).getByText('Returned, Delivered')).toBeTruthy();
    expect(within(row).getByText('-$3.00').className).toContain('sr-console-orders__loss');
    expect(screen.getByRole('heading', { name: '1 order' })).toBeTruthy();
  });

  it('sends the filters when applied, and says when nothing matches', async () => {
    const user = renderScreen();
    await screen.findByText('SR-7K3M9Q2T');
    await user.selectOptions(screen.getByLabelText('Status'), 'Returned');
    await user.type(screen.getByLabelText('Order number or customer'), ' nobody ');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText(PRO_MESSAGES.ordersNoMatch)).toBeTruthy();
    const last = page.requests.filter((request) => request.route === 'GET pro/orders').at(-1);
    expect(new URLSearchParams(last?.query).get('status')).toBe('Returned');
    expect(new URLSearchParams(last?.query).get('q')).toBe('nobody');
  });

  it('refuses a to date before the from date without asking the server, keeping what was typed', async () => {
    const user = renderScreen();
    await screen.findByText('SR-7K3M9Q2T');
    const before = page.requests.length;
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.type(screen.getByLabelText('To'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('The to date must be on or after the from date.')).toBeTruthy();
    expect(page.requests.length).toBe(before);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-20');
  });

  it('loads the page again in place when an order is placed or one of its items moves on', async () => {
    let shown = [ORDER];
    page = setUpConsoleTest({ 'GET pro/orders': () => paged(shown) });
    signInAs();
    render(<OrdersScreen />);
    await screen.findByText('SR-7K3M9Q2T');
    await vi.waitFor(() => expect(page.liveStreamCount()).toBe(1));
    shown = [{ ...ORDER, id: 8, order_number: 'SR-NEW00001' }, ORDER];
    page.sendLive({ kind: 'order_placed', order_id: 8 });
    expect(await screen.findByText('SR-NEW00001')).toBeTruthy();
    expect(screen.getByText('SR-7K3M9Q2T')).toBeTruthy();
    expect(page.requests.filter((request) => request.route === 'GET pro/orders')).toHaveLength(2);
  });

  it('opens the order items popup in the contractor’s view', async () => {
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: /Items \(2\)/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Items of order SR-7K3M9Q2T')).toBeTruthy();
    expect(within(dialog).getByRole('columnheader', { name: 'Profit' })).toBeTruthy();
    expect(within(dialog).getByText('Oak plank')).toBeTruthy();
  });

  it('downloads the filtered list as a CSV file a spreadsheet reads as UTF-8', async () => {
    const blobs: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    };
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const user = renderScreen();
    await screen.findByText('SR-7K3M9Q2T');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    expect(await blobs[0]?.text()).toBe('\uFEFFOrder number,Placed at\r\nSR-7K3M9Q2T,2026-11-20\r\n');
  });
});
