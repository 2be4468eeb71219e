import { fn } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from './button.tsx';

const meta = {
  title: 'ui/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Continue shopping' } };

/** While its action runs the button shows a spinner and takes no more clicks. */
export const Busy: Story = { args: { busy: true, children: 'Saving' } };

export const Disabled: Story = { args: { disabled: true } };
