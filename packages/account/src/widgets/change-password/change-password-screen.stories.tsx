import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DEMO_HOMEOWNER, DEMO_PASSWORD } from '../../testing/auth-api-stub.ts';
import { installAuthApi } from '../../testing/story-auth-api.ts';
import { ChangePasswordScreen } from './change-password-screen.tsx';

const meta = {
  title: 'account/ChangePasswordScreen',
  component: ChangePasswordScreen,
  beforeEach: () => installAuthApi({ signedInAs: DEMO_HOMEOWNER }),
  parameters: {
    docs: {
      description: {
        component: `Change password (/change_password, signed in). The stub's current password is **${DEMO_PASSWORD}**; anything else is refused under the field.`,
      },
    },
  },
} satisfies Meta<typeof ChangePasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
