import { PROJECT_PAGE_MESSAGES, type ProjectRoom } from '@showroom/contract/projects';
import { apiFieldErrors, notify } from '@showroom/core';
import { Button } from '@showroom/ui';
import { TextField } from '@showroom/ui/form';
import { Modal } from '@showroom/ui/modal';
import { type FormEvent, useState } from 'react';
import { addProjectRoom, removeProjectRoom, renameProjectRoom } from '../../api/project-calls.ts';

interface ProjectRoomsProps {
  projectId: number;
  rooms: readonly ProjectRoom[];
  /** Only the homeowner adds, renames and removes rooms. */
  editable: boolean;
  onChange: (rooms: ProjectRoom[]) => void;
}

/** One room's name box (adding or renaming): a refusal shows under it and the name typed stays. */
function RoomNameForm({
  label,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial: string;
  submitLabel: string;
  onSubmit: (name: string) => Promise<void>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      await onSubmit(name);
      setName('');
      setError(null);
    } catch (failure) {
      setError(apiFieldErrors(failure).name?.[0] ?? null);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="sr-project-rooms__form" onSubmit={submit} noValidate>
      <TextField
        label={label}
        name="name"
        maxLength={60}
        value={name}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
      />
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          {PROJECT_PAGE_MESSAGES.cancel}
        </Button>
      )}
    </form>
  );
}

/**
 * The project's rooms: added at the end, renamed in place, removed after asking (a room's photos and
 * what is filed under it go with it). Each change shows the server's message.
 */
export function ProjectRooms({ projectId, rooms, editable, onChange }: ProjectRoomsProps) {
  const [renaming, setRenaming] = useState<number | null>(null);
  const [removing, setRemoving] = useState<ProjectRoom | null>(null);
  const [busy, setBusy] = useState(false);

  async function add(name: string) {
    const answer = await addProjectRoom(projectId, { name });
    notify.success(answer.message);
    onChange([...rooms, answer.data]);
  }
  async function rename(room: ProjectRoom, name: string) {
    const answer = await renameProjectRoom(projectId, room.id, { name });
    notify.success(answer.message);
    setRenaming(null);
    onChange(rooms.map((each) => (each.id === room.id ? answer.data : each)));
  }
  async function remove(room: ProjectRoom) {
    setBusy(true);
    try {
      const answer = await removeProjectRoom(projectId, room.id);
      notify.success(answer.message);
      onChange(rooms.filter((each) => each.id !== room.id));
      setRemoving(null);
    } catch {
      // The API client has shown the server's message; the room stays listed.
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="sr-page-card" aria-labelledby="sr-project-rooms">
      <h2 className="sr-page-card__heading" id="sr-project-rooms">
        {PROJECT_PAGE_MESSAGES.rooms}
      </h2>
      {rooms.length === 0 ? (
        <p className="sr-page-muted">{PROJECT_PAGE_MESSAGES.noRooms}</p>
      ) : (
        <ul className="sr-project-rooms__list">
          {rooms.map((room) =>
            renaming === room.id ? (
              <li key={room.id}>
                <RoomNameForm
                  label={`New name for ${room.name}`}
                  initial={room.name}
                  submitLabel={PROJECT_PAGE_MESSAGES.save}
                  onSubmit={(name) => rename(room, name)}
                  onCancel={() => setRenaming(null)}
                />
              </li>
            ) : (
              <li key={room.id} className="sr-project-rooms__room">
                <span className="sr-project-rooms__name">{room.name}</span>
                {editable && (
                  <span className="sr-project-rooms__actions">
                    <Button
                      variant="secondary"
                      onClick={() => setRenaming(room.id)}
                      aria-label={`Rename ${room.name}`}
                    >
                      {PROJECT_PAGE_MESSAGES.rename}
                    </Button>
                    <Button
                      variant="secondary"
                      onClick={() => setRemoving(room)}
                      aria-label={`Remove ${room.name}`}
                    >
                      {PROJECT_PAGE_MESSAGES.remove}
                    </Button>
                  </span>
                )}
              </li>
            ),
          )}
        </ul>
      )}
      {editable && (
        <RoomNameForm
          label="Room name"
          initial=""
          submitLabel={PROJECT_PAGE_MESSAGES.addRoom}
          onSubmit={add}
        />
      )}
      <Modal
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={PROJECT_PAGE_MESSAGES.removeRoomTitle}
      >
        <p>
          <strong>{removing?.name}</strong>: {PROJECT_PAGE_MESSAGES.removeRoomText}
        </p>
        <div className="sr-project-rooms__actions">
          <Button busy={busy} onClick={() => removing && remove(removing)}>
            {PROJECT_PAGE_MESSAGES.remove}
          </Button>
          <Button variant="secondary" onClick={() => setRemoving(null)}>
            {PROJECT_PAGE_MESSAGES.cancel}
          </Button>
        </div>
      </Modal>
    </section>
  );
}
