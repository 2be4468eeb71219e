import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CardFieldsContext } from '../../payment/card-fields.ts';
import type { CheckoutApiOptions } from '../../testing/checkout-api-stub.ts';
import { StandInCardFields } from '../../testing/stand-in-card-fields.tsx';
import { installCheckoutApi } from '../../testing/story-api.ts';
import { CheckoutElement } from './checkout-element.tsx';

const meta = {
  title: 'checkout/<showroom-checkout>',
  component: CheckoutElement,
  beforeEach: ({ parameters }) =>
    installCheckoutApi(parameters.checkoutApi as (CheckoutApiOptions & { signedIn?: boolean }) | undefined),
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
          "What `<showroom-checkout>` renders on a pro's page: checkout, payment and thank you as internal steps (Continue to payment and Pay move inside the element). Signed out it shows the platform's sign-in (`<showroom-login>`, a light-DOM child on a real page; a Sign In link here).",
      },
    },
  },
} satisfies Meta<typeof CheckoutElement>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: the checkout step; continue and pay to walk the steps. */
export const SignedIn: Story = {};

/** Signed out: the sign-in first. */
export const SignedOut: Story = { parameters: { checkoutApi: { signedIn: false } } };
