import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DEMO_HOMEOWNER, DEMO_PASSWORD } from '../../testing/auth-api-stub.ts';
import { installAuthApi, type StoryAuthOptions } from '../../testing/story-auth-api.ts';
import { LoginScreen } from './login-screen.tsx';

const meta = {
  title: 'account/LoginScreen',
  component: LoginScreen,
  beforeEach: ({ parameters }) => installAuthApi(parameters.authApi as StoryAuthOptions | undefined),
  parameters: {
    docs: {
      description: {
        component: `Sign in (/login; \`<showroom-login redirect="…">\` in an embed). The API is stubbed: **${DEMO_HOMEOWNER.email}** / **${DEMO_PASSWORD}** signs in; anything else gets the server's message under the email. Google and Facebook use the API's sandbox identity.`,
      },
    },
  },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty form; Sign In with nothing typed shows the contract's messages under the fields. */
export const Default: Story = {};

/** After signing in, the user goes to the redirect (here logged in the Actions panel as showroom:navigate). */
export const WithRedirect: Story = { args: { redirect: '/checkout' } };

/** A pending account: signing in shows 'Your account is currently pending approval by the provider.' */
export const PendingAccount: Story = {
  parameters: { authApi: { user: { ...DEMO_HOMEOWNER, status: 'Pending' } } },
};

/** The provider refuses: the progress bar turns to failed, no message. */
export const SocialSignInFails: Story = { parameters: { authApi: { socialFails: true } } };
