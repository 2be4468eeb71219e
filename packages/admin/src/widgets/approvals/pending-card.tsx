import { PRO_APPROVAL_WINDOW_HOURS } from '@showroom/contract/admin';
import { notify } from '@showroom/core';
import { Button, useResource } from '@showroom/ui';
import { FormStatus } from '@showroom/ui/form';
import type { ReactNode } from 'react';
import { ActionButton } from './action-button.tsx';
import { approvalAge } from './approval-age.ts';

/** What every account waiting for approval has, a pro's application or an invited vendor. */
export interface PendingAccount {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  company_name: string | null;
  email_verified_at: string | null;
  applied_at: string;
}

export interface PendingCardProps<Row extends PendingAccount> {
  /** Names the list for its heading's id and its cached answer. */
  name: string;
  heading: string;
  intro?: ReactNode;
  load: (signal: AbortSignal) => Promise<Row[]>;
  /** Approves one account and answers the success toast's text. */
  approve: (row: Row) => Promise<string>;
  /** The table's first column ("Pro", "Vendor"), its second one, and the line under each name. */
  who: string;
  detail: { column: string; cell: (row: Row) => ReactNode };
  subtitle: (row: Row) => string;
  /** Whether waiting past the promised window is flagged (pros are promised an answer within it). */
  flagOverdue: boolean;
  texts: { failed: string; empty: string; caption: string };
}

/** Accounts waiting for approval, oldest first, each with how long it has waited and Approve. */
export function PendingCard<Row extends PendingAccount>(props: PendingCardProps<Row>) {
  const { name, heading, intro, load, approve, who, detail, subtitle, flagOverdue, texts } = props;
  const { state, retry, update } = useResource(`admin-pending-${name}`, load);
  const headingId = `sr-admin-pending-${name}`;

  async function approveRow(row: Row) {
    notify.success(await approve(row));
    update((rows) => rows.filter((other) => other.id !== row.id));
  }

  return (
    <section className="sr-page-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="sr-page-card__heading">
        {heading}
        {state.status === 'ready' && ` (${state.data.length})`}
      </h2>
      {intro}
      {state.status === 'error' ? (
        <FormStatus tone="error">
          {texts.failed} <Button onClick={retry}>Try again</Button>
        </FormStatus>
      ) : state.status !== 'ready' ? (
        <div className="sr-page-skeleton" />
      ) : state.data.length === 0 ? (
        <p className="sr-page-muted">{texts.empty}</p>
      ) : (
        <table className="sr-console-list sr-admin__table">
          <caption className="sr-visually-hidden">{texts.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{who}</th>
              <th scope="col">{detail.column}</th>
              <th scope="col">Waiting</th>
              <th scope="col">
                <span className="sr-visually-hidden">Approve</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {state.data.map((row) => {
              const age = approvalAge(row.applied_at);
              const overdue = flagOverdue && age.overdue;
              return (
                <tr key={row.id}>
                  <th scope="row">
                    {row.company_name || `${row.first_name} ${row.last_name}`}
                    <br />
                    <span className="sr-page-muted">
                      {subtitle(row)}
                      {row.email_verified_at ? '' : ' · e-mail not verified'}
                    </span>
                  </th>
                  <td data-label={detail.column}>{detail.cell(row)}</td>
                  <td data-label="Waiting" className={overdue ? 'sr-admin__overdue' : undefined}>
                    {age.label}
                    {overdue && ` — past ${PRO_APPROVAL_WINDOW_HOURS} h`}
                  </td>
                  <td>
                    <ActionButton action={() => approveRow(row)} aria-label={`Approve ${row.email}`}>
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
