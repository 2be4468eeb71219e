import {
  AI_PHOTO_MESSAGES,
  AI_PHOTO_UPLOAD,
  type AiPhoto,
  AI_SCREEN_TEXTS as T,
} from '@showroom/contract/design-ai';
import { Button } from '@showroom/ui';
import { FileDropzone } from '@showroom/ui/dropzone';
import { aiMediaUrl } from '../../api/ai-media-url.ts';
import { uploadAiPhoto } from '../../api/design-ai-calls.ts';

export interface RoomPhotoFieldProps {
  photo: AiPhoto | null;
  onPhoto: (photo: AiPhoto | null) => void;
  disabled?: boolean;
}

/**
 * The room's photo: spec §5's dropzone with its progress bar, then the kept photo with the colours the
 * server found in it (they steer the designs' finishes) and how bright the room is.
 */
export function RoomPhotoField({ photo, onPhoto, disabled = false }: RoomPhotoFieldProps) {
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
          <Button variant="secondary" onClick={() => onPhoto(null)} disabled={disabled}>
            {T.removePhoto}
          </Button>
        </figcaption>
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
