import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SelectField } from './select-field.tsx';

const options = [
  { value: '', label: 'Choose…' },
  { value: '+1', label: 'United States (+1)' },
  { value: '+44', label: 'United Kingdom (+44)' },
];

const meta = {
  title: 'ui/form/SelectField',
  component: SelectField,
  args: { label: 'Country code', name: 'country_code', options },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { defaultValue: '+1' } };

export const WithError: Story = { args: { error: 'The country code field is required.' } };

export const Disabled: Story = { args: { defaultValue: '+44', disabled: true } };
