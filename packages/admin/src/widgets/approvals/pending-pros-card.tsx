import { PRO_APPROVAL_WINDOW_HOURS } from '@showroom/contract/admin';
import type { PendingPro } from '@showroom/contract/pro';
import { approvePro, loadPendingPros } from '../../api/admin-calls.ts';
import { PendingCard } from './pending-card.tsx';

const loadPros = async (signal: AbortSignal) => (await loadPendingPros(signal)).data.data;

async function approve(pro: PendingPro) {
  const answer = await approvePro(pro.id);
  return `${answer.message} (${pro.email}, Showroom ID ${answer.data.vsd_id})`;
}

/**
 * Pros waiting for approval (issue #23's applications), oldest first: who they are, their licence, how
 * long they have waited (flagged past the 24 hours the platform promises), and Approve, which opens
 * their showroom and mails them.
 */
export function PendingProsCard() {
  return (
    <PendingCard
      name="pros"
      heading="Pros waiting for approval"
      intro={
        <p className="sr-page-muted">We answer every application within {PRO_APPROVAL_WINDOW_HOURS} hours.</p>
      }
      load={loadPros}
      approve={approve}
      who="Pro"
      detail={{
        column: 'Licence and area',
        cell: (pro) => (
          <>
            {pro.licence_number || '—'}
            {pro.service_area && <span className="sr-page-muted"> · {pro.service_area}</span>}
          </>
        ),
      }}
      subtitle={(pro) => `${pro.type} · ${pro.email}`}
      flagOverdue
      texts={{
        failed: 'The applications could not be loaded.',
        empty: 'No pro is waiting for approval.',
        caption: 'Pros waiting for approval, oldest first',
      }}
    />
  );
}
