import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { ComingSoon } from './coming-soon.tsx';

const meta = {
  title: 'ui/ComingSoon',
  component: ComingSoon,
  args: { title: 'AI design' },
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const CustomText: Story = {
  args: { title: 'Payout setup', children: 'Payouts open once your pro account is verified.' },
};
