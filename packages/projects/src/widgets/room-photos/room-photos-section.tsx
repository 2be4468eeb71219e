import { type ProjectDetails, ROOM_PHOTO_TEXTS as T } from '@showroom/contract/projects';
import { Button, StyleSheet, useResource } from '@showroom/ui';
import { loadProject } from './room-photo-calls.ts';
import css from './room-photos.css?inline';
import { RoomPhotos } from './room-photos.tsx';

/** What the project page gives each of its sections (its `ProjectSectionProps`). */
export interface RoomPhotosSectionProps {
  projectId: number;
  /** The project as the page holds it: its rooms as they change there. Loaded here when not given. */
  project?: ProjectDetails;
}

/**
 * The project page's room photos (issue #25, decision 0105): each room's photos in a grid, opened
 * large, added through spec §5's dropzone and removed after a confirmation. Every participant sees
 * them; the owner may remove any, the others what they added.
 */
export function RoomPhotosSection({ projectId, project: given }: RoomPhotosSectionProps) {
  const project = useResource(given ? null : `project-${projectId}`, (signal) =>
    loadProject(projectId, signal),
  );
  const state = given ? ({ status: 'ready', data: given } as const) : project.state;
  return (
    <section className="sr-room-photos" aria-labelledby="sr-room-photos-heading">
      <StyleSheet name="sr-room-photos" css={css} />
      <h2 id="sr-room-photos-heading" className="sr-room-photos__heading">
        {T.heading}
      </h2>
      {(state.status === 'idle' || state.status === 'loading') && <p role="status">{T.loading}</p>}
      {state.status === 'error' && (
        <p role="alert" className="sr-room-photos__error">
          {T.loadFailed} <Button onClick={project.retry}>{T.tryAgain}</Button>
        </p>
      )}
      {state.status === 'ready' && state.data.rooms.length === 0 && (
        <p className="sr-room-photos__muted">{T.noRooms}</p>
      )}
      {state.status === 'ready' &&
        state.data.rooms.map((room) => (
          <RoomPhotos key={room.id} projectId={projectId} room={room} isOwner={state.data.role === 'owner'} />
        ))}
    </section>
  );
}
