import { ORDER_ITEM_STATUSES, type OrderItem, type OrderItemStatus } from '@showroom/contract/orders';
import { demoOrderItem, demoOrderItems } from '@showroom/contract/testing';
import { productPictureUrl } from '@showroom/core';
import { WidgetRoot } from '@showroom/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OrderItemsPopup, type OrderItemsPopupProps } from './order-items-popup.tsx';

function renderPopup(props: Partial<OrderItemsPopupProps> & { title?: string } = {}) {
  const onClose = vi.fn();
  render(
    <WidgetRoot>
      <OrderItemsPopup
        open
        onClose={onClose}
        items={demoOrderItems('homeowner')}
        viewer="homeowner"
        {...props}
      />
    </WidgetRoot>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: props.title ?? 'Order items' }) };
}

/** The labels of the options a viewer can pick in a status dropdown. */
function enabledOptions(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .filter((option) => !(option as HTMLOptionElement).disabled)
    .map((option) => option.textContent ?? '');
}

const item = (status: OrderItemStatus): OrderItem[] => [demoOrderItem({ status, profit: 12 })];

describe('OrderItemsPopup', () => {
  afterEach(cleanup);

  it('lists product, quantity, price and status with its MM.DD.YYYY date for the homeowner', () => {
    const { dialog } = renderPopup();
    const rows = within(dialog).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product', 'Qty', 'Price', 'Status']);
    const first = within(rows[1] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(first).toEqual([
      'Porcelain floor tile 24x24Stonecraft Tile Co.',
      '6',
      '$329.40$54.90 each',
      'Waiting for approval11.20.2026',
    ]);
    expect(within(dialog).queryByRole('combobox')).toBeNull();
  });

  it("shows each product's thumbnail, and none for an item whose product was deleted", () => {
    const items = [demoOrderItem(), demoOrderItem({ id: 502, product_id: null, product_hash: null })];
    const { dialog } = renderPopup({ items });
    const [, first, second] = within(dialog).getAllByRole('row') as HTMLElement[];
    expect(first?.querySelector('img')?.getAttribute('src')).toBe(
      productPictureUrl({ hash: 'demo-porcelain-floor-tile', photo: null }),
    );
    expect(second?.querySelector('img')).toBeNull();
  });

  it("says 'NO item found in this order.' when there are none, and Close closes", async () => {
    const { dialog, onClose } = renderPopup({ items: [] });
    expect(within(dialog).getByText('NO item found in this order.')).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
    // The spec's Close button, besides the dialog's ×.
    await userEvent.click(within(dialog).getByText('Close'));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a returned item’s profit with a minus, styled as money going back', () => {
    const { dialog } = renderPopup({ items: demoOrderItems('vendor'), viewer: 'vendor' });
    expect(within(dialog).getByRole('columnheader', { name: 'Profit' })).toBeTruthy();
    const cellOf = (text: string) => within(dialog).getByText(text).closest('td')?.className;
    expect(cellOf('-$112.00')).toContain('sr-order-items__money--negative');
    expect(cellOf('$247.20')).not.toContain('negative');
  });

  it('lets a vendor choose only the first five, and only before Accept to Pick Up', () => {
    renderPopup({ items: item('Vendor Approved'), viewer: 'vendor', onStatusChange: vi.fn() });
    const select = screen.getByRole('combobox', { name: 'Status of Porcelain floor tile 24x24' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(ORDER_ITEM_STATUSES.map(({ label }) => label));
    expect(enabledOptions(select)).toEqual([
      'Pending Approval',
      'Approved',
      'Not Approved',
      'In Progress',
      'Ready to Pick Up',
    ]);
    cleanup();
    renderPopup({ items: item('Accept to Pick Up'), viewer: 'vendor', onStatusChange: vi.fn() });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('Accept to Pick Up')).toBeTruthy();
  });

  it('lets an admin choose Accept to Pick Up and later, Accept to Pick Up no more once beyond it, a return only once delivered, no cancel then', () => {
    renderPopup({ items: item('Ready to Pick Up'), viewer: 'admin', onStatusChange: vi.fn() });
    const before = screen.getByRole('combobox');
    // A return follows a delivery only (decision 0096).
    expect(enabledOptions(before)).toEqual([
      'Ready to Pick Up',
      ...ORDER_ITEM_STATUSES.slice(5)
        .map(({ label }) => label)
        .filter((label) => label !== 'Return Request' && label !== 'Returned'),
    ]);
    cleanup();
    renderPopup({ items: item('Shipped'), viewer: 'admin', onStatusChange: vi.fn() });
    const after = screen.getByRole('combobox');
    expect(enabledOptions(after)).not.toContain('Accept to Pick Up');
    expect(enabledOptions(after)).toContain('Delivered');
    expect(enabledOptions(after)).toContain('Cancle');
    cleanup();
    renderPopup({ items: item('Delivered'), viewer: 'admin', onStatusChange: vi.fn() });
    const delivered = screen.getByRole('combobox');
    expect(enabledOptions(delivered)).not.toContain('Cancle');
    expect(enabledOptions(delivered)).toContain('Return Request');
  });

  it('gives a contractor the status as text: they set none', () => {
    renderPopup({ items: demoOrderItems('contractor'), viewer: 'contractor', onStatusChange: vi.fn() });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Profit' })).toBeTruthy();
  });

  it('reports a choice only when it differs from the original status', async () => {
    const onStatusChange = vi.fn(async () => {});
    const user = userEvent.setup();
    renderPopup({ items: item('Waiting for approval'), viewer: 'vendor', onStatusChange });
    const select = screen.getByRole('combobox');
    await user.selectOptions(select, 'Approved');
    expect(onStatusChange).toHaveBeenCalledTimes(1);
    expect(onStatusChange).toHaveBeenCalledWith(expect.objectContaining({ id: 501 }), 'Vendor Approved');
    await user.selectOptions(select, 'Pending Approval');
    expect(onStatusChange).toHaveBeenCalledTimes(1);
  });

  it('puts the original status back when the change is refused', async () => {
    const onStatusChange = vi.fn(async () => {
      throw new Error('refused');
    });
    const user = userEvent.setup();
    renderPopup({ items: item('Waiting for approval'), viewer: 'vendor', onStatusChange });
    const select = screen.getByRole('combobox') as HTMLSelectElement;
    await user.selectOptions(select, 'In Progress');
    expect(onStatusChange).toHaveBeenCalledTimes(1);
    expect(select.value).toBe('Waiting for approval');
  });
});
