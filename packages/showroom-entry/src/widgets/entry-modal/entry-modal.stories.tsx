import { DEMO_MATCH, DEMO_PROFILE } from '@showroom/contract/testing';
import { showroomSelection } from '@showroom/core';
import { Button } from '@showroom/ui';
import { useState } from 'react';
import { fn } from 'storybook/test';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { EntryModal, type EntryModalProps } from './entry-modal.tsx';

/** Keeps the open state so Escape, the backdrop and × close it and the button reopens it. */
function EntryModalDemo({ open: initiallyOpen, onClose }: EntryModalProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Choose a category</Button>
      <EntryModal
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
  title: 'showroom-entry/EntryModal',
  component: EntryModal,
  render: (args) => <EntryModalDemo {...args} />,
  args: { open: true, onClose: fn() },
  // The backdrop is position: fixed; an iframe per docs example keeps it off the docs page.
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof EntryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened when a visitor picks a category before choosing a showroom. Try HOMEPRO1. */
export const NoShowroomYet: Story = {};

/**
 * With a showroom chosen it also offers Back to shopping. Left out of the docs page: the selection
 * is page-wide (and synced across same-origin iframes), so it would leak into the other example.
 */
export const ShowroomChosen: Story = {
  tags: ['!autodocs'],
  beforeEach: () => {
    showroomSelection.select({ profile: DEMO_PROFILE }, DEMO_MATCH);
  },
};
