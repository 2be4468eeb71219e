import { leadFieldsSchema } from '@showroom/contract/lead';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button.tsx';
import { PhoneField } from './phone-field.tsx';
import { TextField } from './text-field.tsx';
import { useSchemaForm } from './use-schema-form.ts';

interface DemoProps {
  /** Values the form starts with. */
  initial: { full_name: string; email: string; phone_number: string };
  /** Messages shown at once, as after a failed check or a 422. */
  errors?: Record<string, string>;
  disabled?: boolean;
}

/** A form driven by `useSchemaForm` and the contract's lead schema; Send checks it (nothing is sent). */
function SchemaFormDemo({ initial, errors, disabled = false }: DemoProps) {
  const form = useSchemaForm(leadFieldsSchema, initial);
  const shown = (name: keyof DemoProps['initial']) => form.errorFor(name) ?? errors?.[name] ?? null;
  return (
    <form
      ref={form.formRef}
      onSubmit={form.submit(async () => {})}
      noValidate
      style={{ display: 'grid', gap: 12 }}
    >
      <TextField
        label="Full name"
        {...form.text('full_name')}
        error={shown('full_name')}
        disabled={disabled}
      />
      <TextField
        label="Email"
        type="email"
        {...form.text('email')}
        error={shown('email')}
        disabled={disabled}
      />
      <PhoneField
        label="Phone number"
        {...form.text('phone_number')}
        error={shown('phone_number')}
        disabled={disabled}
      />
      <Button type="submit" disabled={disabled} busy={form.busy}>
        Send
      </Button>
    </form>
  );
}

const EMPTY = { full_name: '', email: '', phone_number: '' };
const FILLED = { full_name: 'Dana Homeowner', email: 'dana@example.com', phone_number: '555 123 4567' };

const meta = {
  title: 'ui/form/useSchemaForm',
  component: SchemaFormDemo,
  args: { initial: EMPTY },
} satisfies Meta<typeof SchemaFormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press Send: every empty field gets the schema's message and the first is focused. */
export const Empty: Story = {};

export const Filled: Story = { args: { initial: FILLED } };

/** As after a 422: the message sits under its field, linked by aria-describedby. */
export const WithServerError: Story = {
  args: { initial: FILLED, errors: { email: 'The email has already been taken.' } },
};

export const Disabled: Story = { args: { initial: FILLED, disabled: true } };
