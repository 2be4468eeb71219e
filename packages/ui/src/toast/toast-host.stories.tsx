import { MESSAGES } from '@showroom/contract';
import { notify } from '@showroom/core';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button.tsx';
import { ToastHost } from './toast-host.tsx';

/** Buttons that push onto core's queue; the WidgetRoot around every story renders the ToastHost. */
function ToastButtons() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => notify.success('Added to cart.')}>Success</Button>
      <Button onClick={() => notify.warning(MESSAGES.showroomNotFound)}>Warning</Button>
      <Button onClick={() => notify.error('Something went wrong. Please try again.')}>Error</Button>
      <Button variant="secondary" onClick={() => notify.info('Your order has shipped.')}>
        Info
      </Button>
    </div>
  );
}

const meta = {
  title: 'ui/ToastHost',
  component: ToastHost,
  render: () => <ToastButtons />,
  // Toasts are position: fixed (top-end), so docs examples get their own iframe.
  parameters: { docs: { story: { inline: false, iframeHeight: 300 } } },
} satisfies Meta<typeof ToastHost>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Widgets call `notify.success/warning/error/info` from `@showroom/core`; every WidgetRoot renders
 * a ToastHost and the first one on the page shows each toast once (top-end, 10 s, progress bar).
 */
export const FromNotify: Story = {};
