import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DEMO_HOMEOWNER } from '../../testing/auth-api-stub.ts';
import { installAuthApi } from '../../testing/story-auth-api.ts';
import { VerificationScreen } from './verification-screen.tsx';

const unverified = { ...DEMO_HOMEOWNER, email_verified_at: null };

const meta = {
  title: 'account/VerificationScreen',
  component: VerificationScreen,
  beforeEach: () => installAuthApi({ signedInAs: unverified }),
  parameters: {
    docs: {
      description: {
        component:
          'Verify your email (/verifiction, signed in): where an unverified user lands after signing in. Resend asks for a fresh link.',
      },
    },
  },
} satisfies Meta<typeof VerificationScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
