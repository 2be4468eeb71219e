import {
  AI_PHOTO_MESSAGES,
  AI_PHOTO_UPLOAD,
  type AiPhoto,
  AI_SCREEN_TEXTS as T,
} from '@showroom/contract/design-ai';
import { Button } from '@showroom/ui';
import { FileDropzone } from '@showroom/ui/dropzone';
import { useState } from 'react';
import { aiMediaUrl } from '../../api/ai-media-url.ts';
import { uploadAiPhoto } from '../../api/design-ai-calls.ts';
import { RemovePhotoDialog } from './remove-photo-dialog.tsx';

export interface RoomPhotoFieldProps {
  photo: AiPhoto | null;
  onPhoto: (photo: AiPhoto | null) => void;
  /** The photo was deleted on the server (after `onPhoto(null)`): designs shown with it say so. */
  onRemoved?: (photoId: number) => void;
  disabled?: boolean;
}

/**
 * The room's photo: spec §5's dropzone with its progress bar, then the kept photo with the colours the
 * server found in it (they steer the designs' finishes) and how bright the room is. "Use another photo"
 * only lets go of it; "Remove photo" deletes it after a confirmation (decision 0111).
 */
export function RoomPhotoField({ photo, onPhoto, onRemoved, disabled = false }: RoomPhotoFieldProps) {
  const [confirming, setConfirming] = useState(false);
  if (photo)
    return (
      <figure className="sr-ai-form__photo">
        <img src={aiMediaUrl(photo.url)} alt="" width={photo.width} height={photo.height} />
        <figcaption>
          <span className="sr-ai-form__label">{T.photoPalette}</span>
          <span className="sr-ai-form__swatches">
            {photo.palette.map((hex) => (
              <span key={hex} className="sr-ai-form__swatch" style={{ background: hex }} title={hex}>
                <span className="sr-visually-hidden">{hex}</span>
              </span>
            ))}
          </span>
          <span>{T.photoBrightness(Math.round(photo.brightness * 100))}</span>
          <span className="sr-ai-form__photo-actions">
            <Button variant="secondary" onClick={() => onPhoto(null)} disabled={disabled}>
              {T.otherPhoto}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(true)} disabled={disabled}>
              {T.removePhoto}
            </Button>
          </span>
        </figcaption>
        <RemovePhotoDialog
          photo={photo}
          open={confirming}
          onClose={() => setConfirming(false)}
          onRemoved={() => {
            setConfirming(false);
            onPhoto(null);
            onRemoved?.(photo.id);
          }}
        />
      </figure>
    );
  return (
    <div className="sr-ai-form__dropzone">
      <span className="sr-ai-form__label">{T.photo}</span>
      <FileDropzone
        rules={AI_PHOTO_UPLOAD}
        messages={AI_PHOTO_MESSAGES}
        prompt={T.photoPrompt}
        inputLabel={T.photoInput}
        disabled={disabled}
        onUpload={async (file, progress) => {
          const answer = await uploadAiPhoto(file, progress);
          onPhoto(answer.data.photo);
        }}
      />
    </div>
  );
}
