import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PriceElement } from './price-element.tsx';

const meta = {
  title: 'commerce-ui/PriceElement',
  component: PriceElement,
  args: { item: { price: 48, unit: 'Box', box_sqft: 16 } },
} satisfies Meta<typeof PriceElement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Box units: the price per Box and, under it, per sqft (price ÷ box_sqft). */
export const PerBox: Story = {};

/** Other units: the price per unit of measure. */
export const PerUnit: Story = { args: { item: { price: 219, unit: 'Piece', box_sqft: null } } };

/** A size without a unit reads as the spec's default, Piece. */
export const DefaultUnit: Story = { args: { item: { price: 12.5, unit: null, box_sqft: null } } };
