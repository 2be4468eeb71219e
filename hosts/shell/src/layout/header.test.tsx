import { ACCOUNT_MESSAGES } from '@showroom/contract/account';

import { authUser, DEMO_MATCH, DEMO_PROFILE, demoCart, demoProfileBody } from '@showroom/contract/testing';
import { configureApi, notify, session, setNavigator, showroomSelection } from '@showroom/core';
import { notifications } from '@showroom/core/account';
import { cart } from '@showroom/core/cart';
import { chatUnread } from '@showroom/core/project-chat';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { Header } from './header.tsx';

const TOKEN = '7|header-test-token-value';
const USER = { id: 7, email: 'homeowner@showroom.test', type: 'User', first_name: 'Hannah' } as const;
let requests: string[];
let cartQuantities: number[] = [];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function stubApi(pendingCount = 3, unreadChats = 0) {
  requests = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    requests.push(`${request.method} ${url.pathname}${url.search}`);
    if (url.pathname.endsWith('/notification'))
      return json({ success: true, message: '', data: { count: pendingCount, data: [] } });
    if (url.pathname.endsWith('/logout')) return json({ success: true, message: '' });
    // The header refreshes the stored user once per page, in whichever test signs in first.
    if (url.pathname.endsWith('/authuser')) return json({ success: true, message: '', data: authUser(USER) });
    if (url.pathname.endsWith('/projectChat'))
      return json({ success: true, message: '', data: { chats: [], unread_total: unreadChats } });
    // The way back to a pro's site reads the showroom's registered sites.
    if (url.pathname.endsWith('/shop_profile')) return json(demoProfileBody(true));
    if (url.pathname.endsWith('/projectCart'))
      return json({ success: true, message: '', data: demoCart(cartQuantities) });
    return json({ message: 'Unauthenticated.' }, 401);
  });
}

function renderHeader() {
  return render(
    <Router hook={memoryLocation({ path: '/cart' }).hook}>
      <Header />
    </Router>,
  );
}

const menuButton = () => screen.getByRole('button', { name: /Hannah/ });
/** The user menu is a lazy chunk: whichever test signs in first, in any order, waits for it to load. */
const userMenuShown = () => screen.findByRole('button', { name: /Hannah/ });

beforeEach(() => {
  localStorage.clear();
  configureApi({ baseUrl: 'http://platform.test/api' });
  notifications.stop();
  notifications.reset();
  cart.stop();
  cart.reset();
  showroomSelection.clear();
  cartQuantities = [2, 3];
  session.clearSession();
  notify.store.setState({ toasts: [] });
  stubApi();
});

afterEach(() => {
  cleanup();
  notifications.stop();
  chatUnread.stop();
  cart.stop();
  vi.unstubAllGlobals();
});

describe('Header', () => {
  it('links the room visualizer next to Shop, as a real address', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Design your room in 3D' }).getAttribute('href')).toBe(
      '/visualize',
    );
  });

  it('visitor menu when signed out: Sign Up Free and Login', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Sign Up Free' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: /Hannah/ })).toBeNull();
  });

  it('a visitor without a stored cart has a plain Cart link and asks for no cart', async () => {
    showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
    renderHeader();
    await act(async () => {});
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy();
    expect(requests.filter((request) => request.includes('projectCart'))).toEqual([]);
  });

  it('Cart carries the sum of qty over the cart lines, and follows the cart as it changes', async () => {
    showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
    localStorage.setItem('cart_id', 'visitor-cart-token-0001');
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Cart 5 items' })).toBeTruthy();
    act(() => cart.store.setState({ count: 1 }));
    expect(screen.getByRole('link', { name: 'Cart 1 item' })).toBeTruthy();
  });

  it('a signed-in user sees the count of their cart', async () => {
    showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
    cartQuantities = [4];
    session.setSession({ token: TOKEN, user: USER });
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Cart 4 items' })).toBeTruthy();
    expect(requests).toContain(`GET /api/projectCart?showroom=${DEMO_PROFILE.user_id}`);
  });

  it('user menu when signed in, with the pending count on the button and on Notifications', async () => {
    session.setSession({ token: TOKEN, user: USER });
    const user = userEvent.setup();
    renderHeader();
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    await vi.waitFor(() => expect(menuButton().textContent).toContain('3 unread'));
    expect(requests).toContain('GET /api/notification?pending=1');

    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    await user.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(menuButton().getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(list).getByRole('link', { name: 'Notifications 3 unread' }).getAttribute('href')).toMatch(
      /\/showroom\/notification$/,
    );
    expect(within(list).getByRole('link', { name: 'My Account' }).getAttribute('href')).toMatch(
      /\/showroom\/account$/,
    );
    expect(within(list).getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });

  it('counts unread project chat messages on the button and on Projects (decision 0107)', async () => {
    stubApi(3, 2);
    session.setSession({ token: TOKEN, user: USER });
    const user = userEvent.setup();
    renderHeader();
    await vi.waitFor(() => expect(menuButton().textContent).toContain('5 unread'));
    await user.click(menuButton());
    const list = document.getElementById(menuButton().getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(
      within(list).getByRole('link', { name: 'Projects 2 unread chat messages' }).getAttribute('href'),
    ).toMatch(/\/showroom\/projects$/);
  });

  it('shows the count live as the store changes', async () => {
    session.setSession({ token: TOKEN, user: USER });
    renderHeader();
    await vi.waitFor(() => expect(menuButton().textContent).toContain('3 unread'));
    act(() => notifications.store.setState({ pendingCount: 2 }));
    expect(menuButton().textContent).toContain('2 unread');
    act(() => notifications.store.setState({ pendingCount: 0 }));
    expect(menuButton().textContent).not.toContain('unread');
  });

  it('keyboard: arrows open and move, Home/End jump, Escape closes and returns focus', async () => {
    session.setSession({ token: TOKEN, user: USER });
    const user = userEvent.setup();
    renderHeader();
    await userMenuShown();
    menuButton().focus();
    await user.keyboard('{ArrowDown}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toMatch(/^Notifications/);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('My Account');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Log Out');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toMatch(/^Notifications/);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Log Out');
    await user.keyboard('{Escape}');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });

  it('My Account goes there through core navigate and closes the menu', async () => {
    session.setSession({ token: TOKEN, user: USER });
    const navigator = vi.fn();
    const unregister = setNavigator(navigator);
    const user = userEvent.setup();
    renderHeader();
    await userMenuShown();
    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: 'My Account' }));
    expect(navigator).toHaveBeenCalledWith('/account');
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    unregister();
  });

  it('a click outside closes it', async () => {
    session.setSession({ token: TOKEN, user: USER });
    const user = userEvent.setup();
    renderHeader();
    await userMenuShown();
    await user.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    await user.click(document.body);
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('Log Out signs out through core: logout request, toast, home, visitor menu again', async () => {
    session.setSession({ token: TOKEN, user: USER });
    const navigator = vi.fn();
    const unregister = setNavigator(navigator);
    const user = userEvent.setup();
    renderHeader();
    await userMenuShown();
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'Log Out' }));

    await vi.waitFor(() => expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy());
    expect(requests).toContain('POST /api/logout');
    expect(notify.store.getState().toasts.map((toast) => toast.message)).toContain(
      ACCOUNT_MESSAGES.loggedOut,
    );
    expect(navigator).toHaveBeenCalledWith('/');
    expect(notifications.store.getState().pendingCount).toBe(0);
    unregister();
  });

  describe('phone menu', () => {
    const phoneMenu = () => screen.getByRole('button', { name: /^Menu/ });
    const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

    it('discloses the links: focus moves to the first, Escape closes and returns focus', async () => {
      const user = userEvent.setup();
      renderHeader();
      expect(phoneMenu().getAttribute('aria-expanded')).toBe('false');
      expect(phoneMenu().getAttribute('aria-controls')).toBe(mainNav().id);
      expect(mainNav().dataset.open).toBe('false');

      await user.click(phoneMenu());
      expect(phoneMenu().getAttribute('aria-expanded')).toBe('true');
      expect(mainNav().dataset.open).toBe('true');
      expect(document.activeElement?.textContent).toBe('Shop');

      await user.keyboard('{Escape}');
      expect(phoneMenu().getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(phoneMenu());
    });

    it('closes when a link is followed', async () => {
      const user = userEvent.setup();
      renderHeader();
      await user.click(phoneMenu());
      await user.click(within(mainNav()).getByRole('link', { name: 'Login' }));
      expect(phoneMenu().getAttribute('aria-expanded')).toBe('false');
    });

    it('repeats the cart count, so it is not hidden with the links', async () => {
      showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
      localStorage.setItem('cart_id', 'visitor-cart-token-0001');
      renderHeader();
      expect(await screen.findByRole('button', { name: 'Menu 5 items in the cart' })).toBeTruthy();
    });
  });
});
