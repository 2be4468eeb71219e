import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WidgetRoot } from '../widget-root/widget-root.tsx';
import { Modal } from './modal.tsx';
import { closeAllModals } from './modal-registry.ts';

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <WidgetRoot>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Enter your Showroom ID"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <input aria-label="Showroom ID" />
        <button type="button">Next</button>
      </Modal>
    </WidgetRoot>
  );
}

async function openModal(onClose: () => void = () => {}) {
  const user = userEvent.setup();
  render(<Harness onClose={onClose} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: await screen.findByRole('dialog', { name: 'Enter your Showroom ID' }) };
}

describe('Modal', () => {
  afterEach(cleanup);

  it('is a dialog labelled by its title, rendered inside the widget root', async () => {
    const { dialog } = await openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.closest('.sr-portal')).not.toBeNull();
    expect(dialog.closest('.sr-root')).not.toBeNull();
  });

  it('moves focus into the dialog and keeps Tab inside it', async () => {
    const { user, dialog } = await openModal();
    await vi.waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 5; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const onClose = vi.fn();
    const { user, opener } = await openModal(onClose);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('closes from its labelled close button', async () => {
    const onClose = vi.fn();
    const { user } = await openModal(onClose);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a click on the backdrop but not on a click inside the box', async () => {
    const onClose = vi.fn();
    const { user, dialog } = await openModal(onClose);
    await user.click(screen.getByRole('heading', { name: 'Enter your Showroom ID' }));
    expect(onClose).not.toHaveBeenCalled();
    // The box fills the <dialog>; a click on its ::backdrop targets the dialog element itself.
    await user.click(dialog);
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when closeAllModals() is called, as on every navigation', async () => {
    const onClose = vi.fn();
    await openModal(onClose);
    act(() => closeAllModals());
    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();

    act(() => closeAllModals());
    expect(onClose).toHaveBeenCalledOnce();
  });
});
