import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { installAuthApi } from '../../testing/story-auth-api.ts';
import { RouteScreen } from './route-screen.tsx';

const meta = {
  title: 'account/RouteScreen',
  component: RouteScreen,
  beforeEach: () => installAuthApi(),
  parameters: {
    docs: {
      description: {
        component:
          'What the shell renders for a route of this remote (`route` is the pattern it matched; parameters and query come from the address).',
      },
    },
  },
} satisfies Meta<typeof RouteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = { args: { route: '/login' } };
export const Register: Story = { args: { route: '/register' } };
export const ComingLater: Story = { args: { route: '/payout_setup' } };
