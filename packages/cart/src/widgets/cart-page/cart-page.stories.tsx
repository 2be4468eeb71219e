import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { installCartApi } from '../../testing/story-api.ts';
import { CartPage } from './cart-page.tsx';

const meta = {
  title: 'cart/CartPage',
  component: CartPage,
  beforeEach: () => installCartApi(),
  parameters: {
    docs: {
      description: {
        component:
          '`/cart` and `<showroom-cart>`: lines grouped by vendor (quantity box, remove, square feet to boxes on Box lines), subtotals, shipping, total and Checkout.',
      },
    },
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two vendors: two tile lines and a faucet. */
export const TwoVendors: Story = {};

/** A signed-in homeowner's shipping charge joins the total. */
export const WithShipping: Story = { beforeEach: () => installCartApi({ shippingCharge: 25 }) };

/** The skeleton, at the size of the lines it stands for. */
export const Loading: Story = { beforeEach: () => installCartApi({ latencyMs: 60_000 }) };

export const Empty: Story = { beforeEach: () => installCartApi({ lines: [] }) };

export const LoadFailed: Story = { beforeEach: () => installCartApi({ loadStatus: 500 }) };
