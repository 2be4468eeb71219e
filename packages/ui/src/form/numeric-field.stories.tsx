import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NumericField, type NumericFieldProps } from './numeric-field.tsx';

/** Holds the number, as a form would: typing "a1b2" shows 12, clearing the box shows 0. */
function Controlled(props: Omit<NumericFieldProps, 'onValueChange'>) {
  const [value, setValue] = useState(props.value);
  return <NumericField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'ui/form/NumericField',
  component: Controlled,
  args: { label: 'Number of rooms', name: 'rooms', value: 0 },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = { args: { value: 12 } };

export const WithError: Story = { args: { value: 0, error: 'The rooms field must be at least 1.' } };

export const Disabled: Story = { args: { value: 3, disabled: true } };
