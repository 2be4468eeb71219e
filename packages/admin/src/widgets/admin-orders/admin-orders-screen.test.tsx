import type { LiveEvent } from '@showroom/contract/live';
import type { AdminOrder, OrderItem } from '@showroom/contract/orders';
import { liveEvents } from '@showroom/core/live';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpAdminTest, signInAs } from '../../testing/admin-test-setup.ts';
import { AdminOrdersScreen } from './admin-orders-screen.tsx';

let page: ReturnType<typeof setUpAdminTest>;
afterEach(() => {
  cleanup();
  page.unregister();
  vi.restoreAllMocks();
});

const ORDER: AdminOrder = {
  id: 7,
  order_number: 'SR-7K3M9Q2T',
  created_at: '2026-11-20T15:00:00.000Z',
  state: 'placed',
  showroom_id: 2,
  showroom: 'HomePro Remodeling',
  customer_name: 'Olivia Bennett',
  customer_email: 'olivia@example.com',
  item_count: 1,
  statuses: ['Returned'],
  total: 130.5,
  profit: -1.5,
};
const ITEM: OrderItem = {
  id: 70,
  order_id: 7,
  product_id: 1,
  product_hash: null,
  product_photo: null,
  product_name: 'Oak plank',
  brand: 'Oakline',
  vendor_id: 3,
  vendor: 'Summit Supply Co.',
  colour: null,
  unit: 'Box',
  qty: 3,
  price: 12,
  amount: 36,
  final_price: 10,
  contractor_markup_amt: 2,
  admin_profit_inclusive_tax: 1.5,
  profit: 1.5,
  status: 'Shipped',
  status_date: '2026-11-21T10:00:00.000Z',
};
const paged = (data: AdminOrder[]) => ({
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

/** Live events delivered by the test, to every component listening for their kind. */
function captureLiveEvents() {
  const listeners = new Set<{ kind: string; listener: (event: LiveEvent) => void }>();
  vi.spyOn(liveEvents, 'subscribe').mockImplementation((kind, listener) => {
    const entry = { kind, listener: listener as (event: LiveEvent) => void };
    listeners.add(entry);
    return () => listeners.delete(entry);
  });
  return (event: LiveEvent) =>
    act(() => {
      for (const entry of listeners) if (entry.kind === event.kind) entry.listener(event);
    });
}

function renderScreen(extra: Parameters<typeof setUpAdminTest>[0] = {}) {
  page = setUpAdminTest({
    'GET admin/orders': (_body, query) => paged(query.get('vendor') === '9' ? [] : [ORDER]),
    'GET admin/order_filters': () => ({
      body: {
        success: true,
        message: '',
        data: {
          showrooms: [{ id: 2, name: 'HomePro Remodeling' }],
          vendors: [{ id: 9, name: 'Metro Tile' }],
        },
      },
    }),
    'GET orders/7/items': () => ({ body: { success: true, message: '', data: [ITEM] } }),
    'PUT order_items/70/status': (body) => ({
      body: {
        success: true,
        message: 'Order item status updated.',
        data: { ...ITEM, status: (body as { status: string }).status },
      },
    }),
    ...extra,
  });
  signInAs();
  render(<AdminOrdersScreen />);
  return userEvent.setup();
}

describe('AdminOrdersScreen', () => {
  it('lists every order with its showroom and the platform’s profit, a loss in the danger colour', async () => {
    renderScreen();
    const row = (await screen.findByText('SR-7K3M9Q2T')).closest('tr')!;
    expect(within(row).getByText('HomePro Remodeling')).toBeTruthy();
    expect(within(row).getByText('-$1.50').className).toContain('sr-admin-orders__loss');
  });

  it('filters by vendor from the names the server offers, and says when nothing matches', async () => {
    const user = renderScreen();
    await screen.findByText('SR-7K3M9Q2T');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Vendor' }), 'Metro Tile');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(await screen.findByText('No order matches these filters.')).toBeTruthy();
    const last = page.requests.filter((request) => request.route === 'GET admin/orders').at(-1);
    expect(new URLSearchParams(last?.query).get('vendor')).toBe('9');
  });

  it('moves an item on from the popup in the admin’s view: the vendor’s first five are closed', async () => {
    const user = renderScreen();
    await user.click(await screen.findByRole('button', { name: /Items \(1\)/ }));
    const dialog = await screen.findByRole('dialog');
    const select = within(dialog).getByRole('combobox');
    expect((within(select).getByRole('option', { name: 'Approved' }) as HTMLOptionElement).disabled).toBe(
      true,
    );
    await user.selectOptions(select, 'Delivered');
    await vi.waitFor(() =>
      expect(page.requests.find((request) => request.route === 'PUT order_items/70/status')?.body).toEqual({
        status: 'Delivered',
      }),
    );
  });

  it('shows an item the vendor moved and an order just placed in place, live, without a reload', async () => {
    const emit = captureLiveEvents();
    let shown = [ORDER];
    page = setUpAdminTest({ 'GET admin/orders': () => paged(shown) });
    signInAs();
    render(<AdminOrdersScreen />);
    const row = (await screen.findByText('SR-7K3M9Q2T')).closest('tr')!;
    expect(within(row).getByText('Returned')).toBeTruthy();
    shown = [{ ...ORDER, statuses: ['Ready to Pick Up'] }];
    emit({ kind: 'order_item_status', order_id: 7, order_item_id: 70, status: 'Ready to Pick Up' });
    expect(await screen.findByText('Ready to Pick Up')).toBeTruthy();
    shown = [{ ...ORDER, id: 8, order_number: 'SR-NEW00001' }, ...shown];
    emit({ kind: 'order_placed', order_id: 8 });
    expect(await screen.findByText('SR-NEW00001')).toBeTruthy();
    expect(screen.getByText('SR-7K3M9Q2T')).toBeTruthy();
    expect(page.requests.filter((request) => request.route === 'GET admin/orders')).toHaveLength(3);
  });

  it('shows the open popup’s items moved on by someone else, live, without closing it', async () => {
    const emit = captureLiveEvents();
    let status: OrderItem['status'] = 'Shipped';
    const user = renderScreen({
      'GET orders/7/items': () => ({ body: { success: true, message: '', data: [{ ...ITEM, status }] } }),
    });
    await user.click(await screen.findByRole('button', { name: /Items \(1\)/ }));
    const dialog = await screen.findByRole('dialog');
    expect((within(dialog).getByRole('combobox') as HTMLSelectElement).value).toBe('Shipped');
    status = 'Delivered';
    emit({ kind: 'order_item_status', order_id: 7, order_item_id: 70, status: 'Delivered' });
    await vi.waitFor(() =>
      expect((within(dialog).getByRole('combobox') as HTMLSelectElement).value).toBe('Delivered'),
    );
    expect(screen.getByRole('dialog')).toBe(dialog);
  });
});
