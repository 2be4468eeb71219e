import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { DecimalField, type DecimalFieldProps } from './decimal-field.tsx';

/** Holds the text, as a form would: typing "12.3456.7" keeps "12.34". */
function Controlled(props: Omit<DecimalFieldProps, 'onValueChange'>) {
  const [value, setValue] = useState(props.value);
  return <DecimalField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'ui/form/DecimalField',
  component: Controlled,
  args: { label: 'Budget ($)', name: 'budget', value: '' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: '1250.50' } };

export const WithError: Story = { args: { value: '0', error: 'The budget must be more than 0.' } };

export const Disabled: Story = { args: { value: '99.99', disabled: true } };
