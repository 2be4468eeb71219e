import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button.tsx';
import { FormCard } from './form-card.tsx';
import { FormStatus } from './form-status.tsx';
import { PasswordField } from './password-field.tsx';
import { TextField } from './text-field.tsx';

const meta = {
  title: 'ui/form/FormCard',
  component: FormCard,
  args: {
    title: 'Sign in',
    lead: 'Welcome back.',
    footer: <a href="/showroom/register">Sign up for free as a homeowner</a>,
    children: (
      <form className="sr-form-card__form" noValidate>
        <TextField label="Email" name="email" type="email" />
        <PasswordField label="Password" name="password" />
        <Button type="submit" className="sr-form-card__submit">
          Sign In
        </Button>
      </form>
    ),
  },
} satisfies Meta<typeof FormCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithStatus: Story = {
  args: {
    children: (
      <form className="sr-form-card__form" noValidate>
        <FormStatus tone="success">Your password has been changed.</FormStatus>
        <TextField label="Email" name="email" type="email" defaultValue="jane@example.com" />
      </form>
    ),
  },
};

export const WithErrorStatus: Story = {
  args: {
    children: (
      <form className="sr-form-card__form" noValidate>
        <FormStatus tone="error">Too many requests. Please wait 30 seconds and try again.</FormStatus>
        <TextField label="Email" name="email" type="email" error="The email field is required." />
      </form>
    ),
  },
};

export const Disabled: Story = {
  args: {
    children: (
      <form className="sr-form-card__form" noValidate>
        <TextField label="Email" name="email" type="email" defaultValue="jane@example.com" disabled />
        <Button type="submit" className="sr-form-card__submit" disabled>
          Sign In
        </Button>
      </form>
    ),
  },
};

export const Wide: Story = { args: { wide: true, title: 'Create your account' } };
