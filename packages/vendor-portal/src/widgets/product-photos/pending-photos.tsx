import { PRODUCT_PHOTO_MESSAGES, PRODUCT_PHOTO_UPLOAD } from '@showroom/contract/vendor';
import { Button, StyleSheet } from '@showroom/ui';
import { type Dispatch, type SetStateAction, useEffect, useMemo } from 'react';
import { ProductPhotoDropzone } from './product-photo-dropzone.tsx';
import css from './product-photos.css?inline';

export interface PendingPhotosProps {
  files: readonly File[];
  /** A state setter: several files chosen at once each add to the list as it is then. */
  setFiles: Dispatch<SetStateAction<File[]>>;
}

const { maxFiles } = PRODUCT_PHOTO_UPLOAD;

/**
 * A new product's photos before it exists: the same dropzone and checks as a saved product's, the files
 * kept in the form (shown from this tab's memory) until "Create product" sends them, first one the main.
 */
export function PendingPhotos({ files, setFiles }: PendingPhotosProps) {
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const room = maxFiles - files.length;
  return (
    <section className="sr-page-card sr-product-photos" aria-labelledby="sr-pending-photos-heading">
      <StyleSheet name="sr-product-photos" css={css} />
      <h2 id="sr-pending-photos-heading" className="sr-page-card__heading">
        Photos ({files.length} of {maxFiles})
      </h2>
      <p className="sr-page-muted">
        {files.length === 0
          ? 'No photos yet: showrooms show the drawn picture.'
          : PRODUCT_PHOTO_MESSAGES.pendingHint}
      </p>
      {files.length > 0 && (
        <ol className="sr-product-photos__list">
          {files.map((file, index) => (
            <li key={previews[index]} className="sr-product-photos__item">
              <img src={previews[index]} alt={file.name} width={96} height={96} />
              <div className="sr-product-photos__controls">
                {index === 0 && <strong>Main photo</strong>}
                <Button
                  variant="secondary"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => setFiles((all) => all.filter((_, at) => at !== index))}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ProductPhotoDropzone
        room={room}
        onUpload={async (file) => {
          setFiles((all) => (all.length < maxFiles ? [...all, file] : all));
        }}
      />
    </section>
  );
}
