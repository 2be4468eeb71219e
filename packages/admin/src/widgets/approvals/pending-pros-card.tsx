import { PRO_APPROVAL_WINDOW_HOURS } from '@showroom/contract/admin';
import type { PendingPro } from '@showroom/contract/pro';
import { notify } from '@showroom/core';
import { Button, useResource } from '@showroom/ui';
import { FormStatus } from '@showroom/ui/form';
import { approvePro, loadPendingPros } from '../../api/admin-calls.ts';
import { ActionButton } from './action-button.tsx';
import { approvalAge } from './approval-age.ts';

/**
 * Pros waiting for approval (issue #23's applications), oldest first: who they are, their licence, how
 * long they have waited (flagged past the 24 hours the platform promises), and Approve, which opens
 * their showroom and mails them.
 */
export function PendingProsCard() {
  const { state, retry, update } = useResource(
    'admin-pending-pros',
    async (signal) => (await loadPendingPros(signal)).data.data,
  );

  async function approve(pro: PendingPro) {
    const answer = await approvePro(pro.id);
    notify.success(`${answer.message} (${pro.email}, Showroom ID ${answer.data.vsd_id})`);
    update((pros) => pros.filter((row) => row.id !== pro.id));
  }

  return (
    <section className="sr-page-card" aria-labelledby="sr-admin-pending-pros">
      <h2 id="sr-admin-pending-pros" className="sr-page-card__heading">
        Pros waiting for approval
        {state.status === 'ready' && ` (${state.data.length})`}
      </h2>
      <p className="sr-page-muted">We answer every application within {PRO_APPROVAL_WINDOW_HOURS} hours.</p>
      {state.status === 'error' ? (
        <FormStatus tone="error">
          The applications could not be loaded. <Button onClick={retry}>Try again</Button>
        </FormStatus>
      ) : state.status !== 'ready' ? (
        <div className="sr-page-skeleton" />
      ) : state.data.length === 0 ? (
        <p className="sr-page-muted">No pro is waiting for approval.</p>
      ) : (
        <table className="sr-admin__table">
          <caption className="sr-visually-hidden">Pros waiting for approval, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Pro</th>
              <th scope="col">Licence and area</th>
              <th scope="col">Waiting</th>
              <th scope="col">
                <span className="sr-visually-hidden">Approve</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {state.data.map((pro) => {
              const age = approvalAge(pro.applied_at);
              return (
                <tr key={pro.id}>
                  <th scope="row">
                    {pro.company_name || `${pro.first_name} ${pro.last_name}`}
                    <br />
                    <span className="sr-page-muted">
                      {pro.type} · {pro.email}
                      {pro.email_verified_at ? '' : ' · e-mail not verified'}
                    </span>
                  </th>
                  <td data-label="Licence and area">
                    {pro.licence_number || '—'}
                    {pro.service_area && <span className="sr-page-muted"> · {pro.service_area}</span>}
                  </td>
                  <td data-label="Waiting" className={age.overdue ? 'sr-admin__overdue' : undefined}>
                    {age.label}
                    {age.overdue && ` — past ${PRO_APPROVAL_WINDOW_HOURS} h`}
                  </td>
                  <td>
                    <ActionButton action={() => approve(pro)} aria-label={`Approve ${pro.email}`}>
                      Approve
                    </ActionButton>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
