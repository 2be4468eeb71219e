import { ORDER_MESSAGES, ORDER_PAGE_MESSAGES } from '@showroom/contract/orders';
import { configureApi, configureNavigation, notify, session, setNavigator } from '@showroom/core';
import { liveEvents } from '@showroom/core/live';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createOrdersApi,
  demoOrders,
  type OrdersApi,
  type OrdersApiOptions,
} from '../../testing/orders-api-stub.ts';
import { YourOrdersScreen } from './your-orders-screen.tsx';

let server: OrdersApi;
let navigator: ReturnType<typeof vi.fn<(path: string) => void>>;
let unregister: () => void;

function serve(options: OrdersApiOptions = {}) {
  server = createOrdersApi(options);
  vi.stubGlobal('fetch', server.fetch);
}

const orders = () => within(screen.getByRole('list', { name: 'Your Orders' })).getAllByRole('article');
/** A shell route's real address, as links carry it. */
const shellHref = (path: string) => `${location.origin}/showroom${path}`;
const toasts = () => notify.store.getState().toasts.map(({ message }) => message);

beforeEach(() => {
  configureApi({ baseUrl: 'http://platform.test/api' });
  configureNavigation({ shellUrl: `${location.origin}/showroom` });
  session.setSession({ token: '5|signed-in-token-value', user: null });
  notify.store.setState({ toasts: [] });
  navigator = vi.fn<(path: string) => void>();
  unregister = setNavigator(navigator);
  serve();
});

afterEach(() => {
  cleanup();
  liveEvents.reset();
  unregister();
  session.clearSession();
  vi.unstubAllGlobals();
});

describe('YourOrdersScreen signed out', () => {
  it('shows the My Order FAQ and a Login link that comes back to /your_orders', () => {
    session.clearSession();
    render(<YourOrdersScreen />);
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe(shellHref('/login?redirect=%2Fyour_orders'));
    expect(screen.getByRole('heading', { name: 'My Order' })).toBeTruthy();
    expect(screen.getByText('Can I cancel my order or change the shipping address?')).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it('signs in back to the order a shared link opened', () => {
    session.clearSession();
    render(<YourOrdersScreen orderId={42} />);
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login.getAttribute('href')).toBe(shellHref('/login?redirect=%2Fyour_orders%3Forder%3D42'));
  });
});

describe('YourOrdersScreen signed in', () => {
  it('loads the first page of ten and shows each order’s number, date, total, vendors and state', async () => {
    render(<YourOrdersScreen />);
    expect(screen.getByRole('status').textContent).toBe('Loading your orders…');
    await vi.waitFor(() => expect(orders()).toHaveLength(3));
    expect(server.requests).toEqual(['GET /api/orders?page=1&per_page=10']);
    const first = orders()[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Order SR-1042' })).toBeTruthy();
    expect(first.textContent).toContain('11.20.2026');
    expect(first.textContent).toContain('$745.40');
    expect(first.textContent).toContain('Stonecraft Tile Co., Timberline Floors');
    expect(first.textContent).toContain('Placed');
    const open = within(first).getByRole('link', { name: 'View details of order SR-1042' });
    expect(open.getAttribute('href')).toBe(shellHref('/your_orders?order=42'));
  });

  it('pages with the shared pagination', async () => {
    serve({ orders: demoOrders(12) });
    const user = userEvent.setup();
    render(<YourOrdersScreen />);
    await vi.waitFor(() => expect(orders()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await vi.waitFor(() => expect(orders()).toHaveLength(2));
    expect(server.requests).toContain('GET /api/orders?page=2&per_page=10');
  });

  it('opens the order of the address with one timeline across vendors, newest first', async () => {
    render(<YourOrdersScreen orderId={42} />);
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    const entries = within(timeline)
      .getAllByRole('listitem')
      .map((entry) => entry.textContent);
    expect(entries).toHaveLength(8);
    expect(entries[0]).toBe('11.23.2026ReturnedMatte black faucet · Timberline Floors');
    expect(entries.at(-1)).toContain('Waiting for approvalPorcelain floor tile 24x24 · Stonecraft Tile Co.');
    expect(server.requests).toContain('GET /api/orders/42');
    const link = screen.getByRole('link', { name: 'Hide details of order SR-1042' });
    expect(link.getAttribute('href')).toBe(shellHref('/your_orders'));
  });

  it('shows a status change live: the timeline and the item follow without a reload', async () => {
    render(<YourOrdersScreen orderId={42} />);
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    await vi.waitFor(() => expect(server.liveStreamCount()).toBe(1));
    const item = server.state.orders[0]?.vendors_items[0]?.items[0];
    if (!item) throw new Error('the demo order has no item');
    server.setItemStatus(42, item.id, 'Shipped');
    await vi.waitFor(() =>
      expect(within(timeline).getAllByRole('listitem')[0]?.textContent).toContain(
        `Shipped${item.product_name}`,
      ),
    );
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(9);
    // Loaded again in place: the list once, the order twice, and nothing shown as loading meanwhile.
    expect(server.requests.filter((request) => request === 'GET /api/orders/42')).toHaveLength(2);
  });

  it('opens an order that is not on the page as its own card', async () => {
    serve({ orders: demoOrders(12) });
    render(<YourOrdersScreen orderId={31} />);
    // The list, then the order: two answers in turn, more than findBy's one second on a busy machine.
    expect(await screen.findByRole('list', { name: 'Timeline' }, { timeout: 3_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Order SR-1031' })).toBeTruthy();
  });

  it('shows the items popup in the homeowner’s view: prices, no profit, no status dropdown', async () => {
    const user = userEvent.setup();
    render(<YourOrdersScreen orderId={42} />);
    await user.click(await screen.findByRole('button', { name: 'Items' }));
    const popup = await screen.findByRole('dialog', { name: 'Items of order SR-1042' });
    expect(server.requests).toContain('GET /api/orders/42/items');
    expect(within(popup).getByRole('columnheader', { name: 'Price' })).toBeTruthy();
    expect(within(popup).queryByRole('columnheader', { name: 'Profit' })).toBeNull();
    expect(within(popup).queryByRole('combobox')).toBeNull();
    await user.click(within(popup).getByText('Close'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cancels after confirming, then shows the order and its row as cancelled', async () => {
    const user = userEvent.setup();
    render(<YourOrdersScreen orderId={42} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order SR-1042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests).toContain('POST /api/orders/42/cancel');
    expect(toasts()).toEqual([ORDER_MESSAGES.orderCancelled]);
    expect((orders()[0] as HTMLElement).textContent).toContain('Cancelled');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    // Plain words for the homeowner: the spec's stored 'Cancle' reads "Cancelled".
    const timeline = within(screen.getByRole('list', { name: 'Timeline' }));
    expect(timeline.getAllByText('Cancelled')).toHaveLength(3);
    expect(timeline.queryByText('Cancle')).toBeNull();
  });

  it('offers no Cancel and no Change address once the window has passed', async () => {
    render(<YourOrdersScreen orderId={41} />);
    expect(await screen.findByRole('button', { name: 'Items' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change address' })).toBeNull();
  });

  it('changes the shipping address within the window, in the same state, as the promise says', async () => {
    const user = userEvent.setup();
    render(<YourOrdersScreen orderId={42} />);
    await user.click(await screen.findByRole('button', { name: 'Change address' }));
    const form = within(screen.getByRole('region', { name: 'Change the shipping address' }));
    expect(form.getByText(/another address in California/)).toBeTruthy();

    // Another state: the server refuses it on the field (the tax charged is California's).
    await user.selectOptions(form.getByLabelText('State'), 'NV');
    const zip = form.getByLabelText('Zip code');
    await user.clear(zip);
    await user.type(zip, '89501');
    await user.click(form.getByRole('button', { name: 'Save address' }));
    expect(await form.findByText(/The new address must be in California/)).toBeTruthy();

    await user.selectOptions(form.getByLabelText('State'), 'CA');
    await user.clear(zip);
    await user.type(zip, '90402');
    const street = form.getByLabelText('Street');
    await user.clear(street);
    await user.type(street, '77 Ocean Ave');
    await user.click(form.getByRole('button', { name: 'Save address' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Change the shipping address' })).toBeNull(),
    );
    expect(server.requests).toContain('PUT /api/orders/42/address');
    expect(toasts()).toContain(ORDER_MESSAGES.addressChanged);
    expect(screen.getByText(/77 Ocean Ave/)).toBeTruthy();
    expect(screen.getByText(/Santa Monica, CA 90402/)).toBeTruthy();
  });

  it("tells a vendor, pro or admin that it lists homeowners' purchases, without calling the API", () => {
    session.setSession({
      token: '6|vendor-token-value',
      user: { id: 3, email: 'vendor@showroom.test', type: 'Vendor' },
    });
    render(<YourOrdersScreen />);
    expect(screen.getByText(ORDER_PAGE_MESSAGES.homeownersOnly)).toBeTruthy();
    expect(server.requests).toEqual([]);
  });

  it('says "No orders yet" with a way to shopping when there are none', async () => {
    serve({ orders: [] });
    render(<YourOrdersScreen />);
    expect(await screen.findByRole('heading', { name: 'No orders yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe(shellHref('/'));
  });

  it('offers a retry when the list could not be loaded', async () => {
    serve({ listStatus: 500 });
    const user = userEvent.setup();
    render(<YourOrdersScreen />);
    expect((await screen.findByRole('alert')).textContent).toContain('Your orders could not be loaded.');
    delete server.state.listStatus;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(orders()).toHaveLength(3));
  });
});
