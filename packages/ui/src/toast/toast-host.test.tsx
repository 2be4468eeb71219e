import { MESSAGES } from '@showroom/contract';
import { notify, setNavigator } from '@showroom/core';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../modal/modal.tsx';
import { WidgetRoot } from '../widget-root/widget-root.tsx';
import { ToastHost } from './toast-host.tsx';

describe('ToastHost', () => {
  beforeEach(() => notify.store.setState({ toasts: [] }));
  afterEach(cleanup);

  it('shows an error as an alert and a success as a status', async () => {
    render(<ToastHost />);
    act(() => {
      notify.error(MESSAGES.serverErrorFallback);
      notify.success('Saved.');
    });
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.serverErrorFallback);
    expect((await screen.findByRole('status')).textContent).toContain('Saved.');
    expect(screen.getByRole('region', { name: 'Notifications' }).contains(screen.getByRole('alert'))).toBe(
      true,
    );
  });

  it('shows toasts queued before it mounted', async () => {
    notify.warning(MESSAGES.invalidReplaced);
    render(<ToastHost />);
    expect((await screen.findByRole('alert')).textContent).toContain('mandatory fields');
  });

  it('has a labelled close button that dismisses the toast from the queue', async () => {
    const user = userEvent.setup();
    render(<ToastHost />);
    act(() => {
      notify.info('Heads up.');
    });
    const toast = await screen.findByRole('status');
    await user.click(within(toast).getByRole('button', { name: /close/i }));
    await vi.waitFor(() => expect(notify.store.getState().toasts).toEqual([]));
  });

  it('offers a success’s link as a real shell link that closes the toast when followed', async () => {
    const go = vi.fn<(path: string) => void>();
    const unregister = setNavigator(go);
    render(<ToastHost />);
    act(() => {
      notify.success('Items added to your cart.', { label: 'View cart', to: '/cart' });
    });
    const link = within(await screen.findByRole('status')).getByRole('link', { name: 'View cart' });
    expect(link.getAttribute('href')).toMatch(/\/cart$/);
    await userEvent.click(link);
    expect(go).toHaveBeenCalledWith('/cart');
    await vi.waitFor(() => expect(notify.store.getState().toasts).toEqual([]));
    unregister();
  });

  it('runs a 10 s progress bar and closes the toast when it runs out', async () => {
    render(<ToastHost />);
    act(() => {
      notify.success('Saved.');
    });
    const toast = await screen.findByRole('status');
    const progress = toast.parentElement?.querySelector<HTMLElement>('[role="progressbar"]');
    // The bar's CSS animation is the timer, so hovering pauses both at once.
    expect(progress?.style.animationDuration).toBe('10000ms');
    act(() => {
      progress?.dispatchEvent(new Event('animationend', { bubbles: true }));
    });
    await vi.waitFor(() => expect(notify.store.getState().toasts).toEqual([]));
  });

  it('waits while the visitor is in another window, not while they type in a frame of this page', async () => {
    render(<ToastHost />);
    act(() => {
      notify.success('Saved.');
    });
    const region = await screen.findByRole('region', { name: 'Notifications' });
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    await vi.waitFor(() => expect(region.hasAttribute('data-paused')).toBe(true));

    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(region.hasAttribute('data-paused')).toBe(false);
    // The card fields: focus moves into an iframe of the page, which blurs the window.
    const frame = document.body.appendChild(document.createElement('iframe'));
    frame.tabIndex = 0;
    frame.focus();
    act(() => {
      window.dispatchEvent(new Event('blur'));
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(region.hasAttribute('data-paused')).toBe(false);
    frame.remove();
  });

  it('shows toasts inside an open modal, where they stay readable and closable', async () => {
    const user = userEvent.setup();
    render(
      <WidgetRoot>
        <Modal open title="Enter your Showroom ID" onClose={() => {}}>
          <input aria-label="Showroom ID" />
        </Modal>
      </WidgetRoot>,
    );
    act(() => {
      notify.warning(MESSAGES.showroomNotFound);
    });
    const toast = await screen.findByRole('alert');
    expect(screen.getByRole('dialog').contains(toast)).toBe(true);
    await user.click(within(toast).getByRole('button', { name: /close/i }));
    await vi.waitFor(() => expect(notify.store.getState().toasts).toEqual([]));
    expect(screen.getByRole('dialog')).not.toBeNull();
  });

  it('shows each toast once however many hosts are mounted, and hands over on unmount', async () => {
    const first = render(
      <div data-testid="first">
        <ToastHost />
      </div>,
    );
    render(
      <div data-testid="second">
        <ToastHost />
      </div>,
    );
    act(() => {
      notify.error('Not your project.');
    });
    await screen.findByRole('alert');
    expect(screen.getAllByText('Not your project.')).toHaveLength(1);
    expect(within(screen.getByTestId('first')).queryByText('Not your project.')).not.toBeNull();

    first.unmount();
    const handedOver = await screen.findByRole('alert');
    expect(screen.getByTestId('second').contains(handedOver)).toBe(true);
    expect(screen.getAllByText('Not your project.')).toHaveLength(1);
  });
});
