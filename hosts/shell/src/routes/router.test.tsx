import { STORAGE_KEYS } from '@showroom/contract';
import { PAGE_DESCRIPTIONS } from '@showroom/contract/constants';
import { navigate, storage } from '@showroom/core';
import { Modal } from '@showroom/ui/modal';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ShellRoutes } from './router.tsx';

// Files share one module graph (isolate: false): a fresh one lets this file's mocks reach every module that
// imports them, and the one left behind holds none of them.
vi.hoisted(() => {
  vi.resetModules();
});
afterAll(() => vi.resetModules());

// Remote screens come through Module Federation, which a unit test does not have.
vi.mock('./route-screen.tsx', () => ({
  RouteScreen: ({ meta }: { meta: { title: string } }) => <h1>{meta.title}</h1>,
}));

function renderAt(path: string, extra?: ReactNode) {
  const memory = memoryLocation({ path, record: true });
  render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <ShellRoutes />
      {extra}
    </Router>,
  );
  return memory;
}

describe('shell routes', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

  it('renders the route of the path, titled with the app name and the route title', async () => {
    renderAt('/our-brands');
    expect(await screen.findByRole('heading', { name: 'Our Brands' })).not.toBeNull();
    expect(document.title).toBe('Showroom | Our Brands');
  });

  it('gives every page its own meta description', async () => {
    renderAt('/our-brands');
    await screen.findByRole('heading', { name: 'Our Brands' });
    const description = () =>
      document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(description()).toBe(PAGE_DESCRIPTIONS.brands);
    cleanup();
    renderAt('/faq');
    await screen.findByRole('heading', { name: 'FAQ' });
    expect(description()).toBe(PAGE_DESCRIPTIONS.faq);
  });

  it('keeps the server’s description of a shared product link on that first page only', async () => {
    const served = '$54.99 per Box · Daltile. Glazed porcelain.';
    for (const tag of document.head.querySelectorAll('meta')) tag.remove();
    document.head.insertAdjacentHTML(
      'beforeend',
      `<meta name="description" content="${served}"><meta property="og:url" content="https://platform.test/showroom/product/abc123">`,
    );
    const description = () =>
      document.head.querySelector('meta[name="description"]')?.getAttribute('content');
    renderAt('/product/abc123');
    await screen.findByRole('heading', { name: 'Product' });
    expect(description()).toBe(served);
    act(() => navigate('/faq'));
    await screen.findByRole('heading', { name: 'FAQ' });
    expect(description()).toBe(PAGE_DESCRIPTIONS.faq);
    for (const tag of document.head.querySelectorAll('meta')) tag.remove();
  });

  it('matches paths case-insensitively, with a trailing slash and optional parameters', async () => {
    renderAt('/Product/abc123/');
    expect(await screen.findByRole('heading', { name: 'Product' })).not.toBeNull();
  });

  it('sends an unknown path to /404', async () => {
    const memory = renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).not.toBeNull();
    expect(memory.history).toEqual(['/404']);
  });

  it('sends a visitor from a login route to Login with the wanted path as ?redirect=', async () => {
    const memory = renderAt('/account?tab=2');
    expect(await screen.findByRole('heading', { name: 'Login' })).not.toBeNull();
    expect(memory.history).toEqual(['/login?redirect=%2Faccount%3Ftab%3D2']);
  });

  it('lets widgets navigate through core and stores the post-login redirect', async () => {
    const memory = renderAt('/cart');
    await screen.findByRole('heading', { name: 'Cart' });
    act(() => navigate('/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).not.toBeNull();
    expect(memory.history).toEqual(['/cart', '/login']);
    expect(storage.getString(STORAGE_KEYS.redirectTo)).toContain('/checkout');
  });

  it('closes open modals on navigation and scrolls to the top 100 ms later', async () => {
    const onClose = vi.fn();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt(
      '/faq',
      <Modal open title="Enter your Showroom ID" onClose={onClose}>
        <input aria-label="Showroom ID" />
      </Modal>,
    );
    await screen.findByRole('heading', { name: 'FAQ' });
    vi.useFakeTimers();
    try {
      act(() => navigate('/contact'));
      expect(onClose).toHaveBeenCalledOnce();
      expect(scrollTo).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(100));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
    } finally {
      vi.useRealTimers();
    }
  });
});
