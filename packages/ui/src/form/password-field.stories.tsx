import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PasswordField } from './password-field.tsx';

const meta = {
  title: 'ui/form/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', autoComplete: 'new-password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Show reveals the typed password; the toggle reports its state through aria-pressed. */
export const Filled: Story = { args: { defaultValue: 'correct horse' } };

export const WithHint: Story = { args: { hint: 'At least 8 characters.' } };

export const WithError: Story = {
  args: { defaultValue: 'short', error: 'The password field must be at least 8 characters.' },
};

export const Disabled: Story = { args: { defaultValue: 'correct horse', disabled: true } };
