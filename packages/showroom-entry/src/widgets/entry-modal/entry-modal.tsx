import { MESSAGES } from '@showroom/contract';
import { Button, useShowroomSelection } from '@showroom/ui';
import { Modal } from '@showroom/ui/modal';
import { EntryForm } from '../entry-form/entry-form.tsx';

export interface EntryModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The Showroom ID modal (spec §2): opened when a visitor picks a category before choosing a
 * showroom. Once a showroom is chosen it offers Back to shopping.
 */
export function EntryModal({ open, onClose }: EntryModalProps) {
  const selection = useShowroomSelection();
  return (
    <Modal open={open} onClose={onClose} title="Enter your Showroom ID">
      <p>{MESSAGES.showroomIdPrompt}</p>
      <EntryForm onSelected={onClose} />
      {selection && (
        <Button variant="secondary" onClick={onClose}>
          Back to shopping
        </Button>
      )}
    </Modal>
  );
}
