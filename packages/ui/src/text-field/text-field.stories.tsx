import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'ui/TextField',
  component: TextField,
  args: { label: 'Email address', name: 'email', type: 'email', placeholder: 'you@example.com' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The message is linked to the input through aria-describedby and marks it aria-invalid. */
export const WithError: Story = {
  args: { defaultValue: 'jane@', error: 'The email must be a valid email address.' },
};
