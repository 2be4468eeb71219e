import { fn } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LeadForm } from './lead-form.tsx';

const meta = {
  title: 'showroom-entry/LeadForm',
  component: LeadForm,
  args: { onSubmitted: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'The "Save up to 30%" lead form (spec §5/§7), also the `<showroom-lead-form>` element. Sends `POST /api/sample_request` as multipart; success clears it and shows the server message as a toast.',
      },
    },
  },
} satisfies Meta<typeof LeadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press the button empty to see every field marked. */
export const Empty: Story = {};

/** A lead for a given showroom (the element's `showroom-id`). */
export const ForShowroom: Story = { args: { showroomId: 'HOMEPRO1' } };
