import {
  PRODUCT_PHOTO_UPLOAD,
  type ProductPhoto,
  type ProductPhotosResponse,
} from '@showroom/contract/vendor';
import { mediaUrl, notify } from '@showroom/core';
import { Button, StyleSheet } from '@showroom/ui';
import { useState } from 'react';
import { removeProductPhoto, reorderProductPhotos, uploadProductPhoto } from './photo-calls.ts';
import { ProductPhotoDropzone } from './product-photo-dropzone.tsx';
import css from './product-photos.css?inline';

export interface ProductPhotosProps {
  productId: number;
  productName: string;
  photos: ProductPhoto[];
  onChange: (photos: ProductPhoto[]) => void;
}

const { maxFiles } = PRODUCT_PHOTO_UPLOAD;

/** The list with `photos[from]` moved to `to`, as ids. */
function moved(photos: ProductPhoto[], from: number, to: number): string[] {
  const ids = photos.map((photo) => photo.id);
  const [id] = ids.splice(from, 1);
  if (id !== undefined) ids.splice(to, 0, id);
  return ids;
}

/**
 * A product's photos (decision 0098): thumbnails in order, the first the main one the catalogue shows
 * instead of the drawn picture; each moved earlier or later and removed with buttons (so the keyboard
 * does all of it); and spec §5's dropzone for more, several at once, each with its own progress bar.
 */
export function ProductPhotos({ productId, productName, photos, onChange }: ProductPhotosProps) {
  const [busy, setBusy] = useState(false);
  const room = maxFiles - photos.length;

  async function change(call: () => Promise<ProductPhotosResponse>) {
    setBusy(true);
    try {
      const answer = await call();
      onChange(answer.data);
      notify.success(answer.message);
    } catch {
      // The API client showed why; the photos stay as they were.
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="sr-page-card sr-product-photos" aria-labelledby="sr-product-photos-heading">
      <StyleSheet name="sr-product-photos" css={css} />
      <h2 id="sr-product-photos-heading" className="sr-page-card__heading">
        Photos ({photos.length} of {maxFiles})
      </h2>
      {photos.length === 0 ? (
        <p className="sr-page-muted">No photos yet: showrooms show the drawn picture.</p>
      ) : (
        <ol className="sr-product-photos__list">
          {photos.map((photo, index) => {
            const label = index === 0 ? 'main photo' : `photo ${index + 1}`;
            return (
              <li key={photo.id} className="sr-product-photos__item">
                <img
                  src={mediaUrl(photo.url)}
                  alt={`${productName}, ${label}`}
                  width={96}
                  height={96}
                  loading="lazy"
                />
                <div className="sr-product-photos__controls">
                  {index === 0 && <strong>Main photo</strong>}
                  <Button
                    variant="secondary"
                    disabled={busy || index === 0}
                    aria-label={`Move ${label} earlier`}
                    onClick={() =>
                      change(() => reorderProductPhotos(productId, moved(photos, index, index - 1)))
                    }
                  >
                    Earlier
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={busy || index === photos.length - 1}
                    aria-label={`Move ${label} later`}
                    onClick={() =>
                      change(() => reorderProductPhotos(productId, moved(photos, index, index + 1)))
                    }
                  >
                    Later
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={`Remove ${label}`}
                    onClick={() => change(() => removeProductPhoto(productId, photo.id))}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <ProductPhotoDropzone
        room={room}
        disabled={busy}
        onUpload={async (file, progress) => {
          const answer = await uploadProductPhoto(productId, file, progress);
          onChange(answer.data);
        }}
      />
    </section>
  );
}
