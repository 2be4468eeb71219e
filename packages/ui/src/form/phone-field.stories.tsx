import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PhoneField } from './phone-field.tsx';

const meta = {
  title: 'ui/form/PhoneField',
  component: PhoneField,
  args: { label: 'Phone number', name: 'phone_number' },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '(555) 010-9999' } };

export const WithError: Story = { args: { error: 'The phone number field is required.' } };

export const Disabled: Story = { args: { defaultValue: '(555) 010-9999', disabled: true } };
