import type { PendingVendor } from '@showroom/contract/admin';
import { approveVendor, loadPendingVendors } from '../../api/admin-calls.ts';
import { PendingCard } from './pending-card.tsx';

const loadVendors = async (signal: AbortSignal) => (await loadPendingVendors(signal)).data.data;

async function approve(vendor: PendingVendor) {
  const answer = await approveVendor(vendor.id);
  return `${answer.message} (${vendor.email})`;
}

/** Vendors waiting since a pro's invitation, oldest first, with Approve (they may then sign in to their portal). */
export function PendingVendorsCard() {
  return (
    <PendingCard
      name="vendors"
      heading="Vendors waiting for approval"
      load={loadVendors}
      approve={approve}
      who="Vendor"
      detail={{ column: 'Invited by', cell: (vendor) => vendor.invited_by ?? '—' }}
      subtitle={(vendor) => vendor.email}
      flagOverdue={false}
      texts={{
        failed: 'The vendors could not be loaded.',
        empty: 'No vendor is waiting for approval.',
        caption: 'Vendors waiting for approval, oldest first',
      }}
    />
  );
}
