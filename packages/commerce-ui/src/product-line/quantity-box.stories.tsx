import { useState } from 'react';
import { fn } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { QuantityBox, type QuantityBoxProps } from './quantity-box.tsx';

/** Keeps the quantity as a product page or cart line would. */
function QuantityDemo({ value, ...rest }: QuantityBoxProps) {
  const [quantity, setQuantity] = useState(value);
  return (
    <QuantityBox
      {...rest}
      value={quantity}
      onChange={(next) => {
        setQuantity(next);
        rest.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'commerce-ui/QuantityBox',
  component: QuantityBox,
  render: (args) => <QuantityDemo {...args} />,
  args: { value: 1, min: 1, onChange: fn(), onSettle: fn() },
} satisfies Meta<typeof QuantityBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Minus is disabled at the minimum; typing keeps digits only. */
export const AtMinimum: Story = {};

/** A product sold in fours: minus stops at 4, leaving the box empty settles to 4. */
export const MinimumFour: Story = { args: { value: 6, min: 4 } };

/** Several on one page (the cart): each names its product for screen readers. */
export const NamedForItsProduct: Story = { args: { value: 3, itemName: 'Carrara Porcelain' } };
