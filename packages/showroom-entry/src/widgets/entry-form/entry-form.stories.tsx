import { DEMO_SHOWROOM_ID } from '@showroom/contract/testing';
import { fn } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EntryForm } from './entry-form.tsx';

const meta = {
  title: 'showroom-entry/EntryForm',
  component: EntryForm,
  args: { onSelected: fn() },
  parameters: {
    docs: {
      description: {
        component: `The bare Showroom ID form. The API is stubbed: \`${DEMO_SHOWROOM_ID}\` finds Evergreen Home Remodeling, any other 8-character ID finds nothing.`,
      },
    },
  },
} satisfies Meta<typeof EntryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Type 8 letters and digits; the search runs at exactly 8. */
export const Empty: Story = {};

/** A full ID searches at once: the company shows and Next is enabled. */
export const KnownId: Story = { args: { initialId: DEMO_SHOWROOM_ID } };

/** No match: the "No Showroom Found…" warning toast, closed when the ID changes. */
export const UnknownId: Story = { args: { initialId: 'ZZ99ZZ99' } };
