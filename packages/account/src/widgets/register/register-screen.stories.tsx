import { ACCOUNT_MESSAGES } from '@showroom/contract/account';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { installAuthApi, type StoryAuthOptions } from '../../testing/story-auth-api.ts';
import { RegisterScreen } from './register-screen.tsx';

const meta = {
  title: 'account/RegisterScreen',
  component: RegisterScreen,
  beforeEach: ({ parameters }) => installAuthApi(parameters.authApi as StoryAuthOptions | undefined),
  parameters: {
    docs: {
      description: {
        component:
          'Registration in three steps (/register; `<showroom-register>` in an embed): account, shipping, optional card. Next checks only its step; Done registers and shows the thank-you modal. Test cards: 4111 1111 1111 1111 (Visa), 3782 822463 10005 (Amex), 5555 5555 5555 4444 (Mastercard), any future MM/YY.',
      },
    },
  },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1 of 3. */
export const Default: Story = {};

/** Done answers that the email is taken: the form goes back to step 1 with the message under Email. */
export const EmailTaken: Story = {
  parameters: { authApi: { registerErrors: { email: [ACCOUNT_MESSAGES.emailTaken] } } },
};

/** Done answers with a card the gateway declines: the form stays on step 3 with the message under the card. */
export const CardDeclined: Story = {
  parameters: { authApi: { registerErrors: { card_number: ['Your card was declined.'] } } },
};
