import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'ui/form/TextField',
  component: TextField,
  args: { label: 'Email address', name: 'email', type: 'email', placeholder: 'you@example.com' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: 'jane@example.com' } };

/** The message is linked to the input through aria-describedby and marks it aria-invalid. */
export const WithError: Story = {
  args: { defaultValue: 'jane@', error: 'The email must be a valid email address.' },
};

export const WithHint: Story = { args: { hint: 'We send the receipt here.' } };

export const Disabled: Story = { args: { defaultValue: 'jane@example.com', disabled: true } };

/** Something drawn inside the end of the box, such as a card brand. */
export const WithEnd: Story = {
  args: { label: 'Card number', name: 'card', type: 'text', placeholder: '', end: <strong>VISA</strong> },
};
