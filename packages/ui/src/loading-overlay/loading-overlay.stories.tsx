import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { LoadingOverlay } from './loading-overlay.tsx';

const meta = {
  title: 'ui/LoadingOverlay',
  component: LoadingOverlay,
  // Stands in for a widget's content, so the backdrop has something to dim.
  decorators: [
    (Story) => (
      <div style={{ position: 'relative', minHeight: 200, padding: 16, border: '1px dashed #d0d7de' }}>
        <h3>Your orders</h3>
        <p>Order #1042 · Porcelain floor tile · 3 boxes</p>
        <Story />
      </div>
    ),
  ],
  parameters: { docs: { story: { inline: false, iframeHeight: 260 } } },
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Covers the nearest positioned ancestor: in a widget, the WidgetRoot. */
export const OverContent: Story = {};

/** Covers the whole viewport, e.g. while a payment is confirmed. */
export const FullScreen: Story = { args: { fullScreen: true } };
