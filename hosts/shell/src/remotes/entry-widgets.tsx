import type { EntryModalProps, ShowroomEntryProps } from 'showroom_entry/widgets';
import { RemoteBoundary } from './remote-boundary.tsx';
import { loadEntryWidgets } from './remote-modules.ts';
import { useLazyRemote } from './use-lazy-remote.ts';

/** The showroom-entry remote's home-page block, loaded through federation. */
export function RemoteShowroomEntry(props: ShowroomEntryProps) {
  const { Lazy, retry } = useLazyRemote('entry', () => loadEntryWidgets().then((m) => m.ShowroomEntry));
  return (
    <RemoteBoundary onRetry={retry}>
      <Lazy {...props} />
    </RemoteBoundary>
  );
}

/** The Showroom ID modal; its code is fetched only once it is first opened. */
export function RemoteEntryModal(props: EntryModalProps) {
  const { Lazy, retry } = useLazyRemote('entry-modal', () => loadEntryWidgets().then((m) => m.EntryModal));
  if (!props.open) return null;
  return (
    <RemoteBoundary onRetry={retry}>
      <Lazy {...props} />
    </RemoteBoundary>
  );
}
