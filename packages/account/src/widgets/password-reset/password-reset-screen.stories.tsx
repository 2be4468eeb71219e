import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { VALID_LINK_TOKEN } from '../../testing/auth-api-stub.ts';
import { installAuthApi } from '../../testing/story-auth-api.ts';
import { PasswordResetScreen } from './password-reset-screen.tsx';

const meta = {
  title: 'account/PasswordResetScreen',
  component: PasswordResetScreen,
  beforeEach: () => installAuthApi(),
  args: { email: 'homeowner@showroom.test' },
  parameters: {
    docs: {
      description: {
        component: 'Choose a new password from the mailed link (/password_reset?token=…&email=…).',
      },
    },
  },
} satisfies Meta<typeof PasswordResetScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid link: saving shows 'Your password has been reset. Please sign in.' */
export const ValidLink: Story = { args: { token: VALID_LINK_TOKEN } };

/** An expired link: saving shows the invalid-link message with a way to a new one. */
export const ExpiredLink: Story = { args: { token: 'expired-token' } };

/** No token in the address at all. */
export const MissingToken: Story = { args: { token: undefined } };
