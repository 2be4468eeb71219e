import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import type { CheckoutApiOptions } from '../../testing/checkout-api-stub.ts';
import { demoOrder } from '../../testing/checkout-fixtures.ts';
import { installCheckoutApi } from '../../testing/story-api.ts';
import { ThankYouScreen } from './thank-you-screen.tsx';

const meta = {
  title: 'checkout/ThankYouScreen',
  component: ThankYouScreen,
  args: { orderId: '1042' },
  beforeEach: ({ parameters }) =>
    installCheckoutApi({ order: demoOrder(), ...(parameters.checkoutApi as CheckoutApiOptions | undefined) }),
  parameters: {
    docs: {
      description: {
        component:
          'The order confirmation (/thankyou?order=<id>). The API is stubbed: order SR-001042 from two vendors, cancellable; Cancel order confirms, then shows the refunded state.',
      },
    },
  },
} satisfies Meta<typeof ThankYouScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just placed: items per vendor, totals, the card, what happens next, Cancel order. */
export const Placed: Story = {};

/** The 60-minute window has passed: no Cancel. */
export const PastCancelWindow: Story = {
  parameters: { checkoutApi: { order: { ...demoOrder(), can_cancel: false } } },
};

/** Cancelled and refunded. */
export const Cancelled: Story = {
  parameters: {
    checkoutApi: {
      order: {
        ...demoOrder(),
        state: 'cancelled',
        can_cancel: false,
        cancelled_at: '2026-01-31T18:20:00.000Z',
      },
    },
  },
};

/** No such order number in the address. */
export const NoOrder: Story = { args: { orderId: 'abc' } };

/** The order cannot be loaded. */
export const LoadError: Story = { parameters: { checkoutApi: { fail: { order: 500 } } } };
