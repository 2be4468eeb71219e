import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FormStatus } from './form-status.tsx';

const meta = {
  title: 'ui/form/FormStatus',
  component: FormStatus,
  args: { children: 'We sent you a link to reset your password.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'error'] } },
} satisfies Meta<typeof FormStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};

export const Success: Story = { args: { tone: 'success', children: 'Your password has been changed.' } };

/** Announced assertively (role alert). */
export const Failure: Story = {
  args: { tone: 'error', children: 'Too many requests. Please wait 30 seconds and try again.' },
};
