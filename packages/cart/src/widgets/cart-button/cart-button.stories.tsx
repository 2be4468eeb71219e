import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { installCartApi } from '../../testing/story-api.ts';
import { CartButton } from './cart-button.tsx';

const meta = {
  title: 'cart/CartButton',
  component: CartButton,
  beforeEach: () => installCartApi(),
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          '`<showroom-cart-button>`: the count badge; clicking opens the mini cart (lines, total, View cart, Checkout). Escape or a click outside closes it.',
      },
    },
  },
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {};

export const Empty: Story = { beforeEach: () => installCartApi({ lines: [] }) };
