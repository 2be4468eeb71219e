import {
  PHOTO_SURFACE_TEXTS,
  PROJECT_FILE_MESSAGES,
  type ProjectFile,
  type ProjectRoom,
  ROOM_PHOTO_MESSAGES,
  ROOM_PHOTO_UPLOAD,
  ROOM_PHOTO_TEXTS as T,
} from '@showroom/contract/projects';
import { mediaUrl, notify } from '@showroom/core';
import { Button, useResource, useSession } from '@showroom/ui';
import { FileDropzone } from '@showroom/ui/dropzone';
import { Modal } from '@showroom/ui/modal';
import { lazy, Suspense, useState } from 'react';

// Loaded when a photo is opened for laying: the renderer and editor stay out of the project page's first load.
const PhotoRoomEditor = lazy(() =>
  import('../photo-room/photo-room-editor.tsx').then((module) => ({ default: module.PhotoRoomEditor })),
);

import { loadRoomPhotos, removeProjectFile, uploadRoomPhoto } from './room-photo-calls.ts';

export interface RoomPhotosProps {
  projectId: number;
  room: ProjectRoom;
  /** The project's owner removes any photo; the others only their own. */
  isOwner: boolean;
}

const { field, extensions, maxBytes, minWidth, minHeight, maxPixels, maxFiles, maxPerRoom } =
  ROOM_PHOTO_UPLOAD;

/** One room's photos: a grid of thumbnails (Enter opens one large, Escape closes it) and the dropzone. */
export function RoomPhotos({ projectId, room, isOwner }: RoomPhotosProps) {
  const userId = useSession().user?.id;
  const photos = useResource(`room-photos-${projectId}-${room.id}`, (signal) =>
    loadRoomPhotos(projectId, room.id, signal),
  );
  const [viewing, setViewing] = useState<ProjectFile | null>(null);
  const [removing, setRemoving] = useState<ProjectFile | null>(null);
  const [busy, setBusy] = useState(false);
  const [laying, setLaying] = useState<ProjectFile | null>(null);
  const { state } = photos;
  const list = state.status === 'ready' ? state.data : [];
  const spaceLeft = maxPerRoom - list.length;
  // The list's copy: its links are the freshest (a lapsed list is loaded again).
  const layingPhoto = laying ? list.find((one) => one.id === laying.id) : undefined;

  /** Links last 15 minutes: a thumbnail that stops loading on a page left open asks for fresh ones. */
  function onImageError(photo: ProjectFile) {
    if (Date.parse(photo.links_expire_at) <= Date.now()) photos.retry();
  }

  async function remove(photo: ProjectFile) {
    setBusy(true);
    try {
      const answer = await removeProjectFile(projectId, photo.id);
      photos.update((all) => all.filter((one) => one.id !== photo.id));
      notify.success(answer.message);
      setRemoving(null);
    } catch {
      // The API client showed the server's message; the photo stays.
    } finally {
      setBusy(false);
    }
  }

  const headingId = `sr-room-photos-${room.id}`;
  return (
    <section className="sr-room-photos__room" aria-labelledby={headingId}>
      <h3 id={headingId} className="sr-room-photos__room-name">
        {T.roomHeading(room.name)} <span className="sr-room-photos__muted">{T.count(list.length)}</span>
      </h3>
      {state.status === 'loading' && <p role="status">{T.loading}</p>}
      {state.status === 'error' && (
        <p role="alert" className="sr-room-photos__error">
          {T.loadFailed} <Button onClick={photos.retry}>{T.tryAgain}</Button>
        </p>
      )}
      {state.status === 'ready' && list.length === 0 && <p className="sr-room-photos__muted">{T.empty}</p>}
      {list.length > 0 && (
        <ul className="sr-room-photos__grid">
          {list.map((photo) => (
            <li key={photo.id} className="sr-room-photos__item">
              <button
                type="button"
                className="sr-room-photos__open"
                aria-label={T.open(photo.name)}
                onClick={() => setViewing(photo)}
              >
                <img
                  src={mediaUrl(photo.thumb_url ?? photo.url)}
                  alt=""
                  width={200}
                  height={150}
                  loading="lazy"
                  onError={() => onImageError(photo)}
                />
              </button>
              <Button
                variant="secondary"
                className="sr-room-photos__lay"
                aria-label={PHOTO_SURFACE_TEXTS.openLabel(photo.name)}
                aria-expanded={laying?.id === photo.id}
                onClick={() => setLaying(photo)}
              >
                {PHOTO_SURFACE_TEXTS.open}
              </Button>
              {(isOwner || photo.uploaded_by.id === userId) && (
                <Button
                  variant="secondary"
                  className="sr-room-photos__remove"
                  aria-label={T.removeLabel(photo.name)}
                  onClick={() => setRemoving(photo)}
                >
                  {T.remove}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {layingPhoto && (
        <Suspense fallback={<p role="status">{PHOTO_SURFACE_TEXTS.loading}</p>}>
          <PhotoRoomEditor
            key={layingPhoto.id}
            projectId={projectId}
            photo={layingPhoto}
            onClose={() => setLaying(null)}
          />
        </Suspense>
      )}
      <FileDropzone
        rules={{
          field,
          extensions,
          maxBytes,
          minWidth,
          minHeight,
          maxPixels,
          maxFiles: Math.max(1, Math.min(maxFiles, spaceLeft)),
        }}
        messages={ROOM_PHOTO_MESSAGES}
        prompt={spaceLeft > 0 ? T.dropPrompt(room.name) : PROJECT_FILE_MESSAGES.full}
        inputLabel={T.chooseLabel(room.name)}
        disabled={spaceLeft <= 0 || state.status !== 'ready'}
        onUpload={async (file, progress) => {
          const answer = await uploadRoomPhoto(projectId, room.id, file, progress);
          photos.update((all) => [...all, answer.data]);
        }}
      />
      <Modal open={viewing !== null} onClose={() => setViewing(null)} title={viewing?.name ?? ''}>
        {viewing && (
          <img
            className="sr-room-photos__large"
            src={mediaUrl(viewing.url)}
            alt={viewing.name}
            width={viewing.width ?? undefined}
            height={viewing.height ?? undefined}
          />
        )}
      </Modal>
      <Modal open={removing !== null} onClose={() => setRemoving(null)} title={T.removeTitle}>
        {removing && (
          <>
            <p>{T.removeText(removing.name)}</p>
            <div className="sr-room-photos__actions">
              <Button variant="secondary" onClick={() => setRemoving(null)}>
                {T.keep}
              </Button>
              <Button disabled={busy} onClick={() => void remove(removing)}>
                {T.confirmRemove}
              </Button>
            </div>
          </>
        )}
      </Modal>
    </section>
  );
}
