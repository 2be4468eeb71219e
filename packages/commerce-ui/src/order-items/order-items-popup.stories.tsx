import type { OrderItem, OrderItemStatus } from '@showroom/contract/orders';
import { demoOrderItem, demoOrderItems } from '@showroom/contract/testing';
import { Button } from '@showroom/ui';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { OrderItemsPopup, type OrderItemsPopupProps } from './order-items-popup.tsx';

/**
 * Keeps the open state and applies a chosen status to the item (as the server's answer would),
 * so the dropdown can be tried out.
 */
function PopupDemo({
  open: initiallyOpen,
  onClose,
  items: initialItems,
  onStatusChange,
  ...rest
}: OrderItemsPopupProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const [items, setItems] = useState(initialItems);
  const change = onStatusChange
    ? async (item: OrderItem, next: OrderItemStatus) => {
        await onStatusChange(item, next);
        setItems((rows) =>
          rows.map((row) =>
            row.id === item.id ? { ...row, status: next, status_date: new Date().toISOString() } : row,
          ),
        );
      }
    : undefined;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Items</Button>
      <OrderItemsPopup
        {...rest}
        items={items}
        open={open}
        onStatusChange={change}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'commerce-ui/Order items popup',
  component: OrderItemsPopup,
  render: (args) => <PopupDemo {...args} />,
  args: {
    open: true,
    onClose: fn(),
    title: 'Items of order SR-1042',
    items: demoOrderItems('homeowner'),
    viewer: 'homeowner',
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof OrderItemsPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The homeowner who bought: what each item cost, its status as text. */
export const Homeowner: Story = {};

/** A vendor: profit final_price × qty; the first five statuses while before Accept to Pick Up. */
export const Vendor: Story = {
  args: { viewer: 'vendor', items: demoOrderItems('vendor'), onStatusChange: fn() },
};

/** The pro whose showroom sold it: markup × qty; the status is text, a pro sets none. */
export const Contractor: Story = {
  args: { viewer: 'contractor', items: demoOrderItems('contractor'), onStatusChange: fn() },
};

/** An admin: admin_profit_inclusive_tax; Accept to Pick Up and later. */
export const Admin: Story = {
  args: {
    viewer: 'admin',
    items: [
      ...demoOrderItems('admin'),
      demoOrderItem({
        id: 504,
        product_name: 'Pendant light',
        qty: 2,
        profit: 18.5,
        status: 'Ready to Pick Up',
      }),
      demoOrderItem({ id: 505, product_name: 'Vanity 36"', qty: 1, profit: 42, status: 'Shipped' }),
    ],
    onStatusChange: fn(),
  },
};

/** No items: the spec's sentence. */
export const Empty: Story = { args: { items: [] } };

/** Returns: the profit goes back, shown with a minus in the danger colour. */
export const ReturnedItems: Story = {
  args: {
    viewer: 'vendor',
    items: [
      demoOrderItem({
        id: 511,
        product_name: 'Porcelain floor tile 24x24',
        profit: -247.2,
        status: 'Returned',
      }),
      demoOrderItem({
        id: 512,
        product_name: 'Oak hardwood plank',
        qty: 3,
        profit: -200.25,
        status: 'Return Request',
      }),
      demoOrderItem({
        id: 513,
        product_name: 'Matte black faucet',
        qty: 1,
        profit: 112,
        status: 'Delivered',
      }),
    ],
  },
};
