import { fn } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AreaToBoxes } from './area-to-boxes.tsx';

const meta = {
  title: 'commerce-ui/AreaToBoxes',
  component: AreaToBoxes,
  args: { boxSqft: 15.5, pricePerBox: 45.99, pattern: 'Straight Lay', onUseBoxes: fn(), defaultOpen: true },
} satisfies Meta<typeof AreaToBoxes>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Straight lay: 10% waste to start. Enter 120 sqft: 9 boxes. */
export const StraightLay: Story = {};

/** Herringbone and diagonal lays start at 15% waste. */
export const Herringbone: Story = { args: { pattern: 'Herringbone' } };

/** Folded, as under each Box line of the cart. */
export const Folded: Story = { args: { defaultOpen: false } };
