import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CardFieldsContext } from '../../payment/card-fields.ts';
import type { CheckoutApiOptions } from '../../testing/checkout-api-stub.ts';
import { DEMO_CHECKOUT_PROFILE } from '../../testing/checkout-fixtures.ts';
import { StandInCardFields } from '../../testing/stand-in-card-fields.tsx';
import { installCheckoutApi } from '../../testing/story-api.ts';
import { PaymentScreen } from './payment-screen.tsx';

const meta = {
  title: 'checkout/PaymentScreen',
  component: PaymentScreen,
  beforeEach: ({ parameters }) =>
    installCheckoutApi(parameters.checkoutApi as CheckoutApiOptions | undefined),
  // The stories use a stand-in for the card frame: no processor and no frame page in Storybook.
  decorators: [
    (Story) => (
      <CardFieldsContext value={StandInCardFields}>
        <Story />
      </CardFieldsContext>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          "Payment (/checkout-payment). The API is stubbed; the card fields are a stand-in of the card frame: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined with the processor's message.",
      },
    },
  },
} satisfies Meta<typeof PaymentScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The saved card chosen, Pay with the server's total. */
export const SavedCard: Story = {};

/** No saved card: the card fields with "Save this card". */
export const NewCard: Story = {
  parameters: { checkoutApi: { profile: { ...DEMO_CHECKOUT_PROFILE, payment_details: null } } },
};

/** Paying takes a while: the button shows the progress and stays disabled. */
export const Paying: Story = { parameters: { checkoutApi: { latencyMs: 4000 } } };

/** The server does not answer the payment: the retry notice (the same attempt is re-sent). */
export const Unconfirmed: Story = { parameters: { checkoutApi: { placeFailure: 500 } } };

/** Stock ran short while paying: back to checkout with the line marked. */
export const StockShortAtPayment: Story = {
  parameters: {
    checkoutApi: {
      stockAtPayment: [{ line_id: 3, product_name: 'Oak Vanity 36"', requested: 1, available: 0 }],
    },
  },
};

/** The summary cannot be loaded. */
export const LoadError: Story = { parameters: { checkoutApi: { fail: { summary: 500 } } } };
