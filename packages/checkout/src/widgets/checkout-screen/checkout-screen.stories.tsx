import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { type CheckoutApiOptions, DEMO_COUPON } from '../../testing/checkout-api-stub.ts';
import { DEMO_CHECKOUT_PROFILE } from '../../testing/checkout-fixtures.ts';
import { installCheckoutApi } from '../../testing/story-api.ts';
import { CheckoutScreen } from './checkout-screen.tsx';

const meta = {
  title: 'checkout/CheckoutScreen',
  component: CheckoutScreen,
  // Each story's `parameters.checkoutApi` says how the stubbed API answers.
  beforeEach: ({ parameters }) =>
    installCheckoutApi(parameters.checkoutApi as CheckoutApiOptions | undefined),
  parameters: {
    docs: {
      description: {
        component: `Checkout (/checkout). The API is stubbed: the demo homeowner with a cart from two vendors; coupon **${DEMO_COUPON}** gives 10%; an address outside CA quotes a higher shipping charge.`,
      },
    },
  },
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The address, the order per vendor, tax with its rate and state, the coupon box. */
export const Default: Story = {};

/** Coming back from payment with a coupon applied. */
export const CouponApplied: Story = { args: { coupon: DEMO_COUPON } };

/** No address saved yet: the form first, no payment until it is saved. */
export const NoAddress: Story = {
  parameters: { checkoutApi: { profile: { ...DEMO_CHECKOUT_PROFILE, shipping_address: null } } },
};

/** A line short of stock, with how many remain; payment blocked. */
export const StockProblem: Story = {
  parameters: {
    checkoutApi: {
      stockProblems: [{ line_id: 1, product_name: 'Carrara Porcelain', requested: 4, available: 2 }],
    },
  },
};

/** The cart is empty: a link back to the cart. */
export const EmptyCart: Story = { parameters: { checkoutApi: { lines: [] } } };

/** The summary cannot be loaded: Try again. */
export const LoadError: Story = { parameters: { checkoutApi: { fail: { summary: 500 } } } };

/** Loading: the skeleton (the stub answers after a long delay). */
export const Loading: Story = { parameters: { checkoutApi: { latencyMs: 600_000 } } };
