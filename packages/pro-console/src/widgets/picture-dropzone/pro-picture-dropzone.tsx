import {
  PRO_PICTURE_LABELS,
  PRO_PICTURE_MESSAGES,
  PRO_PICTURE_UPLOAD,
  type ProPictureKind,
} from '@showroom/contract/pro';
import { FileDropzone } from '@showroom/ui/dropzone';

/**
 * The shared file dropzone with a pro picture kind's rules and messages (one file: a logo, or one
 * portfolio picture at a time).
 */
export function ProPictureDropzone({
  kind,
  prompt,
  disabled = false,
  onUpload,
}: {
  kind: ProPictureKind;
  prompt: string;
  disabled?: boolean;
  onUpload: (file: File) => Promise<void>;
}) {
  const { field, extensions, maxBytes } = PRO_PICTURE_UPLOAD;
  const { minWidth, minHeight, maxFiles } = PRO_PICTURE_UPLOAD[kind];
  return (
    <FileDropzone
      rules={{ field, extensions, maxBytes, minWidth, minHeight, maxFiles }}
      messages={{
        type: PRO_PICTURE_MESSAGES.type(kind),
        size: PRO_PICTURE_MESSAGES.size(kind),
        dimensions: PRO_PICTURE_MESSAGES.dimensions(kind),
      }}
      prompt={prompt}
      inputLabel={`Choose a ${PRO_PICTURE_LABELS[kind]} file`}
      disabled={disabled}
      onUpload={(file) => onUpload(file)}
    />
  );
}
