import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { installAuthApi } from '../../testing/story-auth-api.ts';
import { ResetPasswordScreen } from './reset-password-screen.tsx';

const meta = {
  title: 'account/ResetPasswordScreen',
  component: ResetPasswordScreen,
  beforeEach: () => installAuthApi(),
  parameters: {
    docs: {
      description: {
        component:
          'Forgot your password (/reset_password): any well-formed address gets the same neutral message, so the form never reveals whether an account exists.',
      },
    },
  },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
