import type { LeadFormProps } from 'showroom_entry/widgets';
import { RemoteBoundary } from '../remotes/remote-boundary.tsx';
import { loadEntryWidgets } from '../remotes/remote-modules.ts';
import { useLazyRemote } from '../remotes/use-lazy-remote.ts';

/** The showroom-entry remote's lead form, fetched through federation when the popup first opens. */
export function FooterLeadForm(props: LeadFormProps) {
  const { Lazy, retry } = useLazyRemote('lead-form', () => loadEntryWidgets().then((m) => m.LeadForm));
  return (
    <RemoteBoundary onRetry={retry}>
      <Lazy {...props} />
    </RemoteBoundary>
  );
}
