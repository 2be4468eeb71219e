import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RouteProgressBar } from './route-progress-bar.tsx';

const meta = {
  title: 'ui/RouteProgressBar',
  component: RouteProgressBar,
  argTypes: { value: { control: { type: 'range', min: 0, max: 1, step: 0.05 } } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <p>The bar runs along the top edge of the page.</p>
      </>
    ),
  ],
  // The bar is position: fixed, so each docs example gets its own iframe instead of the docs page's top.
  parameters: { docs: { story: { inline: false, iframeHeight: 80 } } },
} satisfies Meta<typeof RouteProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No `value`: the amount is unknown, so a segment slides across. */
export const Indeterminate: Story = {};

export const Halfway: Story = { args: { value: 0.5 } };

export const Failed: Story = { args: { value: 1, failed: true, label: 'Sign-in failed' } };
