import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { OrdersApiOptions } from '../../testing/orders-api-stub.ts';
import { demoOrders } from '../../testing/orders-api-stub.ts';
import { installOrdersApi } from '../../testing/story-orders-api.ts';
import { YourOrdersScreen } from './your-orders-screen.tsx';

type StoryApi = OrdersApiOptions & { signedIn?: boolean };

const meta = {
  title: 'account/YourOrdersScreen',
  component: YourOrdersScreen,
  beforeEach: ({ parameters }) => installOrdersApi(parameters.ordersApi as StoryApi | undefined),
  parameters: {
    docs: {
      description: {
        component:
          'Your Orders (/your_orders): the homeowner’s orders ten a page, one opened with its timeline across vendors, the Items popup and Cancel. The API is stubbed; Cancel works against it.',
      },
    },
  },
} satisfies Meta<typeof YourOrdersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three orders, none opened. */
export const Default: Story = {};

/** The newest order opened (`?order=42`): timeline, items by vendor, totals, Items and Cancel. */
export const OrderOpened: Story = { args: { orderId: 42 } };

/** Twelve orders: two pages. */
export const TwoPages: Story = { parameters: { ordersApi: { orders: demoOrders(12) } } };

/** Nothing bought yet. */
export const Empty: Story = { parameters: { ordersApi: { orders: [] } } };

/** The list cannot be loaded: the error state with Try again. */
export const LoadError: Story = { parameters: { ordersApi: { listStatus: 500 } } };

/** A visitor: the order FAQ and a Login link back here. */
export const SignedOut: Story = { parameters: { ordersApi: { signedIn: false } } };
