import type { LiveEvent } from '@showroom/contract/live';
import type { VendorOrderItem } from '@showroom/contract/orders';
import { DECLINE_CONFIRM_TEXTS } from '@showroom/contract/vendor';
import { liveEvents } from '@showroom/core/live';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpPortalTest, signInAs } from '../../testing/portal-test-setup.ts';
import { VendorOrderItemsScreen } from './vendor-order-items-screen.tsx';

let page: ReturnType<typeof setUpPortalTest>;
afterEach(() => {
  cleanup();
  page.unregister();
  vi.restoreAllMocks();
});

const ITEM: VendorOrderItem = {
  id: 70,
  order_id: 7,
  product_id: 1,
  product_hash: null,
  product_photo: null,
  product_name: 'Oak plank',
  brand: 'Oakline',
  vendor_id: 41,
  vendor: 'Summit Supply Co.',
  colour: null,
  unit: 'Box',
  qty: 3,
  price: 12,
  amount: 36,
  final_price: 10,
  profit: 30,
  status: 'Waiting for approval',
  status_date: '2026-11-21T10:00:00.000Z',
  order_number: 'SR-7K3M9Q2T',
  ordered_at: '2026-11-20T15:00:00.000Z',
};
const SHIPPED: VendorOrderItem = { ...ITEM, id: 71, product_name: 'Slate tile', status: 'Shipped' };
const paged = (data: VendorOrderItem[]) => ({
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

function renderScreen() {
  page = setUpPortalTest({
    'GET vendor/order_items': (_body, query) =>
      paged(query.get('status') === 'Returned' ? [] : [ITEM, SHIPPED]),
    'PUT order_items/70/status': (body) => ({
      body: {
        success: true,
        message: 'Order item status updated.',
        data: { ...ITEM, status: (body as { status: string }).status },
      },
    }),
    'GET orders/7/items': () => ({ body: { success: true, message: '', data: [ITEM] } }),
  });
  signInAs();
  render(<VendorOrderItemsScreen />);
  return userEvent.setup();
}

describe('VendorOrderItemsScreen', () => {
  it('lists the vendor’s items with their profit, a dropdown while they may move it, text once it is past them', async () => {
    renderScreen();
    const row = (await screen.findByText('Oak plank')).closest('tr')!;
    expect(within(row).getByText('$30.00')).toBeTruthy();
    const select = within(row).getByRole('combobox', { name: 'Status of Oak plank in order SR-7K3M9Q2T' });
    expect(
      (within(select).getByRole('option', { name: 'Accept to Pick Up' }) as HTMLOptionElement).disabled,
    ).toBe(true);
    expect((within(select).getByRole('option', { name: 'Not Approved' }) as HTMLOptionElement).disabled).toBe(
      false,
    );
    const shipped = screen.getByText('Slate tile').closest('tr')!;
    expect(within(shipped).queryByRole('combobox')).toBeNull();
    expect(within(shipped).getByText('Shipped')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2 items' })).toBeTruthy();
  });

  it('sends a new status only when it differs, toasts the answer and reloads the list', async () => {
    const user = renderScreen();
    const select = await screen.findByRole('combobox', { name: /Status of Oak plank/ });
    await user.selectOptions(select, 'Ready to Pick Up');
    await vi.waitFor(() =>
      expect(page.requests.filter((request) => request.route === 'PUT order_items/70/status')).toHaveLength(
        1,
      ),
    );
    expect(page.requests.find((request) => request.route === 'PUT order_items/70/status')?.body).toEqual({
      status: 'Ready to Pick Up',
    });
    expect(page.toasts()).toContainEqual({ type: 'success', message: 'Order item status updated.' });
    await vi.waitFor(() =>
      expect(page.requests.filter((request) => request.route === 'GET vendor/order_items').length).toBe(2),
    );
  });

  it('asks before declining: Cancel has the focus, Escape or Cancel send nothing, Decline item sends it', async () => {
    const user = renderScreen();
    const select = (await screen.findByRole('combobox', {
      name: /Status of Oak plank/,
    })) as HTMLSelectElement;
    const puts = () => page.requests.filter((request) => request.route === 'PUT order_items/70/status');

    await user.selectOptions(select, 'Not Approved');
    const dialog = await screen.findByRole('dialog', { name: 'Decline Oak plank?' });
    expect(dialog.textContent).toContain(DECLINE_CONFIRM_TEXTS.body);
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await vi.waitFor(() => expect(select.value).toBe('Waiting for approval'));

    await user.selectOptions(select, 'Not Approved');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(select.value).toBe('Waiting for approval'));
    expect(puts()).toHaveLength(0);

    await user.selectOptions(select, 'Not Approved');
    await user.click(await screen.findByRole('button', { name: 'Decline item' }));
    await vi.waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({ status: 'Decline' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('filters by status and says when nothing has it', async () => {
    const user = renderScreen();
    await screen.findByText('Oak plank');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Returned');
    expect(await screen.findByText('No item of yours has this status.')).toBeTruthy();
    const last = page.requests.filter((request) => request.route === 'GET vendor/order_items').at(-1);
    expect(new URLSearchParams(last?.query).get('status')).toBe('Returned');
  });

  it('shows an item moved elsewhere (by the admin) in place, live, without a reload', async () => {
    const listeners = new Map<string, (event: LiveEvent) => void>();
    vi.spyOn(liveEvents, 'subscribe').mockImplementation((kind, listener) => {
      listeners.set(kind, listener as (event: LiveEvent) => void);
      return () => listeners.delete(kind);
    });
    let shown = [ITEM, SHIPPED];
    page = setUpPortalTest({ 'GET vendor/order_items': () => paged(shown) });
    signInAs();
    render(<VendorOrderItemsScreen />);
    const row = (await screen.findByText('Slate tile')).closest('tr')!;
    expect(within(row).getByText('Shipped')).toBeTruthy();
    shown = [ITEM, { ...SHIPPED, status: 'Delivered' }];
    act(() =>
      listeners.get('order_item_status')?.({
        kind: 'order_item_status',
        order_id: 7,
        order_item_id: 71,
        status: 'Delivered',
      }),
    );
    const slate = () => screen.getByText('Slate tile').closest('tr')!;
    await vi.waitFor(() => expect(within(slate()).getByText('Delivered')).toBeTruthy());
    expect(screen.getByText('Oak plank')).toBeTruthy();
    expect(page.requests.filter((request) => request.route === 'GET vendor/order_items')).toHaveLength(2);
    expect(listeners.has('order_placed')).toBe(true);
  });

  it('opens the order items popup in the vendor’s view', async () => {
    const user = renderScreen();
    await user.click((await screen.findAllByRole('button', { name: /SR-7K3M9Q2T items/ }))[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Your items of order SR-7K3M9Q2T')).toBeTruthy();
    expect(within(dialog).getByRole('columnheader', { name: 'Profit' })).toBeTruthy();
  });
});
