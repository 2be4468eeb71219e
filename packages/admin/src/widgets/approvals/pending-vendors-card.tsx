import type { PendingVendor } from '@showroom/contract/admin';
import { notify } from '@showroom/core';
import { Button, useResource } from '@showroom/ui';
import { FormStatus } from '@showroom/ui/form';
import { approveVendor, loadPendingVendors } from '../../api/admin-calls.ts';
import { ActionButton } from './action-button.tsx';
import { approvalAge } from './approval-age.ts';

/** Vendors waiting since a pro's invitation, oldest first, with Approve (they may then sign in to their portal). */
export function PendingVendorsCard() {
  const { state, retry, update } = useResource(
    'admin-pending-vendors',
    async (signal) => (await loadPendingVendors(signal)).data.data,
  );

  async function approve(vendor: PendingVendor) {
    const answer = await approveVendor(vendor.id);
    notify.success(`${answer.message} (${vendor.email})`);
    update((vendors) => vendors.filter((row) => row.id !== vendor.id));
  }

  return (
    <section className="sr-page-card" aria-labelledby="sr-admin-pending-vendors">
      <h2 id="sr-admin-pending-vendors" className="sr-page-card__heading">
        Vendors waiting for approval
        {state.status === 'ready' && ` (${state.data.length})`}
      </h2>
      {state.status === 'error' ? (
        <FormStatus tone="error">
          The vendors could not be loaded. <Button onClick={retry}>Try again</Button>
        </FormStatus>
      ) : state.status !== 'ready' ? (
        <div className="sr-page-skeleton" />
      ) : state.data.length === 0 ? (
        <p className="sr-page-muted">No vendor is waiting for approval.</p>
      ) : (
        <table className="sr-admin__table">
          <caption className="sr-visually-hidden">Vendors waiting for approval, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Vendor</th>
              <th scope="col">Invited by</th>
              <th scope="col">Waiting</th>
              <th scope="col">
                <span className="sr-visually-hidden">Approve</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {state.data.map((vendor) => (
              <tr key={vendor.id}>
                <th scope="row">
                  {vendor.company_name || `${vendor.first_name} ${vendor.last_name}`}
                  <br />
                  <span className="sr-page-muted">
                    {vendor.email}
                    {vendor.email_verified_at ? '' : ' · e-mail not verified'}
                  </span>
                </th>
                <td data-label="Invited by">{vendor.invited_by ?? '—'}</td>
                <td data-label="Waiting">{approvalAge(vendor.applied_at).label}</td>
                <td>
                  <ActionButton action={() => approve(vendor)} aria-label={`Approve ${vendor.email}`}>
                    Approve
                  </ActionButton>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
