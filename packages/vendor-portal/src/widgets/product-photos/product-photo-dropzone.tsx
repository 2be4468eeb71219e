import { PRODUCT_PHOTO_MESSAGES, PRODUCT_PHOTO_UPLOAD } from '@showroom/contract/vendor';
import { FileDropzone, type FileDropzoneProps } from '@showroom/ui/dropzone';

const { field, extensions, maxBytes, minWidth, minHeight } = PRODUCT_PHOTO_UPLOAD;

export interface ProductPhotoDropzoneProps {
  /** How many more photos the product may have. */
  room: number;
  disabled?: boolean;
  onUpload: FileDropzoneProps['onUpload'];
}

/** The dropzone of a product's photos, with the contract's checks: a saved product's and a new one's alike. */
export function ProductPhotoDropzone({ room, disabled = false, onUpload }: ProductPhotoDropzoneProps) {
  return (
    <FileDropzone
      rules={{ field, extensions, maxBytes, minWidth, minHeight, maxFiles: Math.max(room, 1) }}
      messages={PRODUCT_PHOTO_MESSAGES}
      prompt={room > 0 ? 'Drop product photos here' : PRODUCT_PHOTO_MESSAGES.full}
      inputLabel="Choose photo files"
      disabled={room <= 0 || disabled}
      onUpload={onUpload}
    />
  );
}
