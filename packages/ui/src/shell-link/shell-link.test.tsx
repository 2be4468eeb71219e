import { setNavigator } from '@showroom/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellLink } from './shell-link.tsx';

describe('ShellLink', () => {
  const router = vi.fn();
  let unregister: () => void;

  beforeEach(() => {
    history.replaceState(null, '', '/showroom/visualize/contractor/all');
    router.mockClear();
    unregister = setNavigator(router);
  });
  afterEach(() => {
    unregister();
    cleanup();
    history.replaceState(null, '', '/');
  });

  it('has the real shell address as its href, so a new tab opens the page', () => {
    render(<ShellLink to="/product/abc123">Oak plank</ShellLink>);
    expect(screen.getByRole('link', { name: 'Oak plank' }).getAttribute('href')).toBe(
      '/showroom/product/abc123',
    );
  });

  it('routes a plain click in the app, after its onNavigate', async () => {
    const onNavigate = vi.fn();
    render(
      <ShellLink to="/product/abc123" onNavigate={onNavigate}>
        Oak plank
      </ShellLink>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Oak plank' }));
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(router).toHaveBeenCalledWith('/product/abc123');
  });

  it('leaves a modified click (new tab) to the browser', () => {
    render(<ShellLink to="/product/abc123">Oak plank</ShellLink>);
    const opened = fireEvent.click(screen.getByRole('link', { name: 'Oak plank' }), { ctrlKey: true });
    expect(opened).toBe(true);
    expect(router).not.toHaveBeenCalled();
  });
});
