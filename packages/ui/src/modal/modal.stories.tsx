import { useState } from 'react';
import { fn } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button } from '../button/button.tsx';
import { Modal, type ModalProps } from './modal.tsx';

/** Keeps the open state, so closing (Escape, backdrop, ×) works and the button reopens it. */
function ModalDemo({ open: initiallyOpen, onClose, ...rest }: ModalProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal
        {...rest}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'ui/Modal',
  component: Modal,
  render: (args) => <ModalDemo {...args} />,
  args: {
    open: true,
    onClose: fn(),
    title: 'Remove item',
    children: <p>Remove “Porcelain floor tile” from your cart?</p>,
  },
  // The backdrop is position: fixed; an iframe per docs example keeps it off the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = { args: { open: false } };
