import { type AiPhoto, AI_SCREEN_TEXTS as T } from '@showroom/contract/design-ai';
import { Button } from '@showroom/ui';
import { Modal } from '@showroom/ui/modal';
import { useState } from 'react';
import { deleteAiPhoto } from '../../api/design-ai-calls.ts';

export interface RemovePhotoDialogProps {
  photo: AiPhoto;
  open: boolean;
  onClose: () => void;
  /** The photo is gone on the server. */
  onRemoved: () => void;
}

/**
 * Confirms removing the room photo (`DELETE /api/AI/photos/{id}`), saying what happens to the designs
 * made with it. The house modal keeps focus inside and Escape closes it; "Keep it" is first, so Enter
 * on the opened dialog does not delete. A refusal shows as the error catalogue's toast and the dialog stays.
 */
export function RemovePhotoDialog({ photo, open, onClose, onRemoved }: RemovePhotoDialogProps) {
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    try {
      await deleteAiPhoto(photo.id);
      onRemoved();
    } catch {
      // Shown by the API client; the photo stays chosen for another try.
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal open={open} onClose={onClose} title={T.removePhotoTitle}>
      <p>{T.removePhotoText}</p>
      <div className="sr-ai-form__dialog-actions">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          {T.keepPhoto}
        </Button>
        <Button busy={busy} onClick={remove}>
          {busy ? T.removingPhoto : T.removePhoto}
        </Button>
      </div>
    </Modal>
  );
}
