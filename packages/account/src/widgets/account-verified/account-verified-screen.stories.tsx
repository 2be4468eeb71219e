import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DEMO_HOMEOWNER } from '../../testing/auth-api-stub.ts';
import { installAuthApi } from '../../testing/story-auth-api.ts';
import { AccountVerifiedScreen } from './account-verified-screen.tsx';

const meta = {
  title: 'account/AccountVerifiedScreen',
  component: AccountVerifiedScreen,
  parameters: {
    docs: {
      description: {
        component: '/account_verify: the landing page after verification, saying where the account stands.',
      },
    },
  },
} satisfies Meta<typeof AccountVerifiedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = { beforeEach: () => installAuthApi({ signedInAs: DEMO_HOMEOWNER }) };

export const NotYetVerified: Story = {
  beforeEach: () => {
    const user = { ...DEMO_HOMEOWNER, email_verified_at: null };
    return installAuthApi({ signedInAs: user, user });
  },
};

export const SignedOut: Story = { beforeEach: () => installAuthApi() };
