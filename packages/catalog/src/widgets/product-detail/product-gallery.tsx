import { formatMessage } from '@showroom/contract';
import { CATALOG_MESSAGES, GALLERY_MAIN_PICTURE_PX } from '@showroom/contract/catalog';
import { type KeyboardEvent, useRef, useState } from 'react';
import type { GalleryView } from './gallery-views.ts';

/** A view button's picture: the same file as the big one, so switching shows it at once. */
const THUMB_PX = 64;

/** The index an arrow, Home or End key moves to among `count` buttons, or null for other keys. */
function movedIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The product page's gallery: one big picture and a toolbar of buttons to switch it (each pressed
 * or not, named by its view). As in any toolbar, Tab stops once, on the shown view, and the arrow
 * keys, Home and End move along the row. The big picture's alt names the
 * product and the view, so a screen reader hears what is shown.
 */
export function ProductGallery({ name, views }: { name: string; views: readonly GalleryView[] }) {
  const [chosen, setChosen] = useState(0);
  // The other views wait for the big picture: on a slow line they would share its bandwidth, and
  // the big picture is what the visitor (and the page's largest paint) waits for.
  const [mainSettled, setMainSettled] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // A colour change can shorten the list (fewer photos); the first view then stands in.
  const index = chosen < views.length ? chosen : 0;
  const shown = views[index];
  if (!shown) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const next = movedIndex(event.key, at, views.length);
    if (next === null) return;
    event.preventDefault();
    setChosen(next);
    buttons.current[next]?.focus();
  };

  return (
    <div className="sr-gallery">
      <img
        className="sr-gallery__main"
        src={shown.src}
        alt={formatMessage(CATALOG_MESSAGES.galleryPictureAlt, { name, view: shown.label })}
        width={GALLERY_MAIN_PICTURE_PX}
        height={GALLERY_MAIN_PICTURE_PX}
        fetchPriority="high"
        decoding="async"
        onLoad={() => setMainSettled(true)}
        onError={() => setMainSettled(true)}
      />
      <div
        className="sr-gallery__views"
        role="toolbar"
        aria-label={formatMessage(CATALOG_MESSAGES.galleryLabel, { name })}
      >
        {views.map((view, at) => (
          <button
            key={view.key}
            ref={(button) => {
              buttons.current[at] = button;
            }}
            type="button"
            className="sr-gallery__view"
            aria-pressed={at === index}
            tabIndex={at === index ? 0 : -1}
            aria-label={view.label}
            title={view.label}
            onClick={() => setChosen(at)}
            onKeyDown={(event) => onKeyDown(event, at)}
          >
            <img
              src={mainSettled || view.src === shown.src ? view.src : undefined}
              alt=""
              width={THUMB_PX}
              height={THUMB_PX}
              decoding="async"
            />
          </button>
        ))}
      </div>
    </div>
  );
}
