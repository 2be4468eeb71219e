import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { CheckboxField } from './checkbox-field.tsx';

const meta = {
  title: 'ui/form/CheckboxField',
  component: CheckboxField,
  args: { label: 'I accept the Terms of Service', name: 'agree' },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithError: Story = { args: { error: 'The agree field must be accepted.' } };

export const Disabled: Story = { args: { defaultChecked: true, disabled: true } };

/** Links after the label open their own popups without toggling the box. */
export const WithLinksAfter: Story = {
  args: {
    after: (
      <span>
        {' '}
        (read the <a href="/showroom/terms">Terms of Use</a>)
      </span>
    ),
  },
};
