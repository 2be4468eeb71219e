import { ACCOUNT_MESSAGES } from '@showroom/contract/account';

import { configureApi, notify, session, setNavigator } from '@showroom/core';
import { notifications } from '@showroom/core/account';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AccountApi, type AccountApiOptions, createAccountApi } from '../../testing/account-api-stub.ts';
import { demoNotifications } from '../../testing/account-fixtures.ts';
import { NotificationList } from './notification-list.tsx';

let server: AccountApi;
let navigator: ReturnType<typeof vi.fn<(path: string) => void>>;
let unregister: () => void;

function serve(options: AccountApiOptions = {}) {
  server = createAccountApi(options);
  vi.stubGlobal('fetch', server.fetch);
}

const items = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
const unreadCount = () => notifications.store.getState().pendingCount;

beforeEach(() => {
  localStorage.clear();
  configureApi({ baseUrl: 'http://platform.test/api' });
  session.setSession({ token: '5|signed-in-token-value', user: null });
  notifications.stop();
  notifications.reset();
  notify.store.setState({ toasts: [] });
  navigator = vi.fn<(path: string) => void>();
  unregister = setNavigator(navigator);
  serve();
});

afterEach(() => {
  cleanup();
  unregister();
  notifications.stop();
  vi.unstubAllGlobals();
});

describe('NotificationList', () => {
  it('shows placeholders, then the first 10 newest first with unread ones marked New', async () => {
    render(<NotificationList />);
    expect(screen.getByRole('status').textContent).toBe('Loading notifications…');

    await screen.findByText('3 unread');
    await vi.waitFor(() => expect(items()).toHaveLength(10));
    expect(server.requests).toContain('GET /api/notification?page=1&per_page=10');
    const [first, , , fourth] = items();
    expect(first?.textContent).toContain('New');
    expect(first?.className).toContain('sr-notification--unread');
    expect(fourth?.textContent).not.toContain('New');
    expect(within(fourth as HTMLElement).queryByRole('button', { name: /Mark/ })).toBeNull();
  });

  it('Mark as read puts it, drops the highlight and lowers the count', async () => {
    const user = userEvent.setup();
    render(<NotificationList />);
    await vi.waitFor(() => expect(items()).toHaveLength(10));
    await vi.waitFor(() => expect(unreadCount()).toBe(3));

    const [first] = items();
    await user.click(
      within(first as HTMLElement).getByRole('button', { name: 'Mark “Order shipped” as read' }),
    );

    await vi.waitFor(() => expect(items()[0]?.className).not.toContain('sr-notification--unread'));
    expect(server.requests).toContain('PUT /api/notification/14');
    expect(unreadCount()).toBe(2);
    expect(screen.getByText('2 unread')).toBeTruthy();
  });

  it('following the link of an unread one marks it read and navigates', async () => {
    const user = userEvent.setup();
    render(<NotificationList />);
    await vi.waitFor(() => expect(items()).toHaveLength(10));

    const link = screen.getAllByRole('link', { name: 'Price confirmed' })[0] as HTMLAnchorElement;
    expect(link.getAttribute('href')).toMatch(/\/showroom\/your_orders$/);
    await user.click(link);

    expect(navigator).toHaveBeenCalledWith('/your_orders');
    await vi.waitFor(() => expect(server.requests).toContain('PUT /api/notification/13'));
  });

  it('a notification without a link is plain text', async () => {
    serve({ notifications: demoNotifications(4) });
    render(<NotificationList />);
    await vi.waitFor(() => expect(items()).toHaveLength(4));
    expect(screen.queryByRole('link', { name: 'Welcome' })).toBeNull();
    expect(screen.getByText('Welcome')).toBeTruthy();
    // Four items fit on one page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Notification pages' })).toBeNull();
  });

  it('pages with the shared Pagination and refetches when the page size changes', async () => {
    const user = userEvent.setup();
    render(<NotificationList />);
    await vi.waitFor(() => expect(items()).toHaveLength(10));

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(items()).toHaveLength(4));
    expect(server.requests).toContain('GET /api/notification?page=2&per_page=10');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    await user.selectOptions(screen.getByLabelText('Per page'), '25');
    await vi.waitFor(() => expect(items()).toHaveLength(14));
    expect(server.requests.at(-1)).toBe('GET /api/notification?page=1&per_page=25');
  });

  it('says so when there are no notifications', async () => {
    serve({ notifications: [] });
    render(<NotificationList />);
    expect(await screen.findByText(ACCOUNT_MESSAGES.notificationsEmpty)).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    serve({ notificationsStatus: 500 });
    const user = userEvent.setup();
    render(<NotificationList />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(ACCOUNT_MESSAGES.notificationsLoadFailed);

    delete server.state.notificationsStatus;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(items()).toHaveLength(10));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
