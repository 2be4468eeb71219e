import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DEMO_HOMEOWNER, VALID_LINK_TOKEN } from '../../testing/auth-api-stub.ts';
import { installAuthApi } from '../../testing/story-auth-api.ts';
import { VerifyEmailScreen } from './verify-email-screen.tsx';

const meta = {
  title: 'account/VerifyEmailScreen',
  component: VerifyEmailScreen,
  parameters: {
    docs: { description: { component: 'The mailed verification link (/verify/{hash}).' } },
  },
} satisfies Meta<typeof VerifyEmailScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid link: the address is verified. */
export const ValidLink: Story = {
  args: { token: VALID_LINK_TOKEN },
  beforeEach: () => installAuthApi(),
};

/** An expired link while signed in: the message and Send a new link. */
export const ExpiredLinkSignedIn: Story = {
  args: { token: 'expired-link' },
  beforeEach: () => installAuthApi({ signedInAs: { ...DEMO_HOMEOWNER, email_verified_at: null } }),
};

/** An expired link while signed out: the way to a new link goes through Sign In. */
export const ExpiredLinkSignedOut: Story = {
  args: { token: 'expired-link-signed-out' },
  beforeEach: () => installAuthApi(),
};
