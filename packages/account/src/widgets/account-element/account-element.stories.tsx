import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { installAccountApi } from '../../testing/story-api.ts';
import { AccountElement } from './account-element.tsx';

const meta = {
  title: 'account/<showroom-account>',
  component: AccountElement,
  parameters: {
    docs: {
      description: {
        component:
          'What the `<showroom-account>` element shows (no attributes). Signed in: the account screen. Signed out: a prompt whose Sign In sends `showroom:navigate` `{ path: "/login?redirect=%2Faccount" }` (logged in the Actions panel).',
      },
    },
  },
} satisfies Meta<typeof AccountElement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = { beforeEach: () => installAccountApi({ signedIn: false }) };

export const SignedIn: Story = { beforeEach: () => installAccountApi() };
